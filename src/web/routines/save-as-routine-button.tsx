import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { BookmarkPlus } from "lucide-react";
import type { Routine } from "../../contract/routines";
import { Alert } from "../components/ui/alert";
import { Button, buttonClass } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { isApiError } from "../lib/api-client";
import { Modal } from "../components/ui/modal";
import { useRoutineFromWorkout } from "./api/routines";

/** "Save as routine" for a logged workout: asks a name (and folder), then links to the new routine. */
export function SaveAsRoutineButton({
  workoutId,
  workoutName,
}: {
  workoutId: string;
  workoutName: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(workoutName ?? "");
  const [folder, setFolder] = useState("");
  const [saved, setSaved] = useState<Routine | null>(null);
  const create = useRoutineFromWorkout();
  const fields = create.isError && isApiError(create.error) ? create.error.fields : {};

  const openDialog = () => {
    setSaved(null);
    create.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ workoutId, name, folder: folder.trim() || null }, { onSuccess: setSaved });
  };

  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        <BookmarkPlus className="size-4" aria-hidden /> Save as routine
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Save as routine"
        description="Its exercises and done sets become the routine's targets."
      >
        {saved ? (
          <div className="grid gap-3">
            <Alert tone="success">Saved as {saved.name}.</Alert>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Close
              </Button>
              <Link
                to={`/app/workouts/routines/${saved.id}`}
                className={buttonClass("primary")}
                data-autofocus
              >
                Open {saved.name}
              </Link>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-3">
            <TextField
              label="Routine name"
              value={name}
              maxLength={100}
              required
              data-autofocus
              error={fields.name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="Folder (optional)"
              value={folder}
              maxLength={60}
              error={fields.folder}
              onChange={(e) => setFolder(e.target.value)}
            />
            {create.isError && !fields.name && !fields.folder ? (
              <Alert tone="error">
                {isApiError(create.error, 404)
                  ? "This workout no longer exists."
                  : `The routine could not be saved. ${create.error.message}`}
              </Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? "Saving…" : "Save routine"}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
