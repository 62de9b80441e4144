import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  API_TOKEN_EXPIRIES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  CreateApiTokenBody,
  EXPIRY_LABELS,
  SCOPE_LABELS,
  type CreatedApiToken,
} from "../../contract/api-tokens";
import { planLimitOf, PlanLimitNotice } from "../components/plan-limit-notice";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { SelectField } from "../components/ui/select-field";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { ConfirmIdentity, needsFreshProof } from "../settings/security/confirm-identity";
import { useCreateApiToken } from "./api";

const FIELDS = ["name", "scope", "expiry"] as const;

/** Name, scope and expiry of a new token; the made token goes to `onCreated`, which shows it once. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [problem, setProblem] = useState<unknown>(null);
  // A token outlives the session, so the server wants fresh proof: the form keeps what was typed and asks below.
  const [isConfirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(CreateApiTokenBody),
    defaultValues: { name: "", scope: "read" as const, expiry: "90" as const },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const created = await create.mutateAsync(values);
      reset();
      onCreated(created);
    } catch (error) {
      if (needsFreshProof(error)) return setConfirming(true);
      if (applyServerErrors(error, setError, FIELDS) !== null) setProblem(error);
    }
  });
  const planLimit = planLimitOf(problem);
  return (
    <div className="grid gap-4">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="create-token-heading"
        className="grid gap-4"
      >
        <h2 id="create-token-heading" className="text-lg font-semibold text-slate-900">
          Make a token
        </h2>
        <TextField
          label="Name"
          hint="What will use it, so you can tell your tokens apart (e.g. “Scale sync”)."
          autoComplete="off"
          maxLength={API_TOKEN_NAME_MAX + 20}
          error={errors.name?.message}
          {...register("name")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Access"
            hint="Read only cannot add, change or delete anything."
            error={errors.scope?.message}
            options={API_TOKEN_SCOPES.map((scope) => ({
              value: scope,
              label: SCOPE_LABELS[scope],
            }))}
            {...register("scope")}
          />
          <SelectField
            label="Expires after"
            error={errors.expiry?.message}
            options={API_TOKEN_EXPIRIES.map((expiry) => ({
              value: expiry,
              label: EXPIRY_LABELS[expiry],
            }))}
            {...register("expiry")}
          />
        </div>
        {planLimit ? (
          <PlanLimitNotice details={planLimit} />
        ) : problem ? (
          <Alert tone="error">
            {problem instanceof Error ? problem.message : "An unexpected error occurred"}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Making the token..." : "Make token"}
          </Button>
        </div>
      </form>
      {isConfirming ? (
        // Beside the form, not in it: the password proof is a form of its own. Once confirmed, the typed values are sent again.
        <ConfirmIdentity
          next="/app/settings/api"
          reason="A token opens your data to whoever holds it, so making one needs a recent sign-in."
          onConfirmed={() => {
            setConfirming(false);
            void onSubmit();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
