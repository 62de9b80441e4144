import { endpoint } from "./endpoint";
import { OkBody } from "./errors";
import {
  CreateExerciseBody,
  CurrentWorkout,
  Exercise,
  ExerciseList,
  LastSets,
  LastSetsQuery,
  ListWorkoutsQuery,
  SaveWorkoutBody,
  SearchExercisesQuery,
  Workout,
  WorkoutDefaults,
  WorkoutIdParams,
  WorkoutList,
} from "./workouts";

/**
 * The signed-in user's workouts and the exercises to log them with. A token reaches the workouts
 * and the exercise search, not the logger's helpers nor a custom exercise's creation.
 */
export const workoutsApi = {
  exercises: endpoint({
    method: "GET",
    path: "/api/exercises",
    query: SearchExercisesQuery,
    responses: { 200: ExerciseList },
    access: "user",
    token: true,
  }),
  createExercise: endpoint({
    method: "POST",
    path: "/api/exercises",
    body: CreateExerciseBody,
    responses: { 201: Exercise },
    access: "user",
  }),
  lastSets: endpoint({
    method: "GET",
    path: "/api/exercises/last-sets",
    query: LastSetsQuery,
    responses: { 200: LastSets },
    access: "user",
  }),
  defaults: endpoint({
    method: "GET",
    path: "/api/workouts/defaults",
    responses: { 200: WorkoutDefaults },
    access: "user",
  }),
  current: endpoint({
    method: "GET",
    path: "/api/workouts/current",
    responses: { 200: CurrentWorkout },
    access: "user",
  }),
  list: endpoint({
    method: "GET",
    path: "/api/workouts",
    query: ListWorkoutsQuery,
    responses: { 200: WorkoutList },
    access: "user",
    token: true,
  }),
  log: endpoint({
    method: "POST",
    path: "/api/workouts",
    body: SaveWorkoutBody,
    responses: { 201: Workout },
    access: "user",
    token: true,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/workouts/:id",
    params: WorkoutIdParams,
    responses: { 200: Workout },
    access: "user",
    token: true,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/workouts/:id",
    params: WorkoutIdParams,
    body: SaveWorkoutBody,
    responses: { 200: Workout },
    access: "user",
    token: true,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/workouts/:id",
    params: WorkoutIdParams,
    responses: { 200: OkBody },
    access: "user",
    token: true,
  }),
};
