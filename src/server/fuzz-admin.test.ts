import { fuzzRoutes } from "./testing/fuzz-suite";

// The admin slice is the lightest and the undeclared routes (the API docs, the socket) are few:
// together they take about as long as each of the other files, where apart they would each pay
// for a file's start (its app and database) for a few seconds of fuzz.
await fuzzRoutes("admin", "undeclared");
