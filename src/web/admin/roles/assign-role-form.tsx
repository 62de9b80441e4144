import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AssignRoleBody, UNVERIFIED_HOLDER_NOTE, type Role } from "../../../contract/admin-roles";
import { usePublicConfig } from "../../lib/public-config";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useAssignRole } from "./api/assignments";

/** Gives the role to a staff member by e-mail (the server checks the domain and the level rules). */
export function AssignRoleForm({
  role,
  onAssigned,
}: {
  role: Role;
  onAssigned: (email: string) => void;
}) {
  const domain = usePublicConfig().data?.staffEmailDomain;
  const assign = useAssignRole(role.id);
  const [formError, setFormError] = useState<string | null>(null);
  // The server assigns to an unverified account too (the new hire may verify later), and says so here.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<AssignRoleBody>({
    resolver: zodResolver(AssignRoleBody),
    defaultValues: { email: "" },
  });
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    setUnverifiedEmail(null);
    try {
      const { assignment } = await assign.mutateAsync(body);
      form.reset({ email: "" });
      if (!assignment.emailVerified) setUnverifiedEmail(assignment.email);
      onAssigned(assignment.email);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ["email"]));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-4 flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={`Assign ${role.name} to`}
          type="email"
          autoComplete="off"
          placeholder={domain ? `name@${domain}` : "name@example.com"}
          className="flex-1"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Assigning..." : "Assign Role"}
        </Button>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {unverifiedEmail ? (
        <Alert tone="warning">
          <strong className="break-all">{unverifiedEmail}</strong>: {UNVERIFIED_HOLDER_NOTE}.
        </Alert>
      ) : null}
    </form>
  );
}
