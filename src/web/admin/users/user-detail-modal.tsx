import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  DELETE_USER_CONFIRMATION,
  UpdateUserBody,
  type AdminUser,
} from "../../../contract/admin-users";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { checkManageAccount, type AccountChange } from "../../../domain/permissions";
import { usePermissions, useStaff } from "../staff-context";
import { useAdminPlans } from "../plans/api";
import { useDeleteUser, useSetSuspended, useUpdateUser } from "./api";
import { AccountAccessActions } from "./account-access-actions";
import { activityText, twoFactorText } from "./status-badges";
import { formatDate } from "../../lib/format";

const UserForm = UpdateUserBody.required();
type UserForm = typeof UserForm._input;
const FIELDS = ["firstName", "lastName", "email", "status", "planId"] as const;

/** Detail of one user: the fields save (users.edit), suspend/reactivate, account access (users.edit), delete (users.delete). */
export function UserDetailModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { can } = usePermissions();
  // The same rule as the server (checkManageAccount): only accounts strictly below the viewer, and
  // never one's own status or e-mail, nor suspending or deleting oneself.
  const staff = useStaff();
  const may = (change: AccountChange) =>
    checkManageAccount({
      actor: staff,
      target: { userId: user.id, level: user.staffLevel },
      change,
    }).ok;
  const canEdit = can("users.edit") && may("details");
  const isSelf = staff.userId === user.id;
  const plans = useAdminPlans();
  const update = useUpdateUser();
  const suspend = useSetSuspended();
  const remove = useDeleteUser();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const form = useForm<UserForm>({
    resolver: zodResolver(UserForm),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      status: user.status,
      planId: user.planId ?? "",
    },
  });
  const { errors } = form.formState;
  const planId = useWatch({ control: form.control, name: "planId" });

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    const body = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => value !== (key === "planId" ? user.planId : user[key as keyof AdminUser]),
      ),
    );
    try {
      const saved = await update.mutateAsync({ id: user.id, body });
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        status: saved.status,
        planId: saved.planId ?? "",
      });
      setMessage({ tone: "success", text: "Changes saved" });
    } catch (error) {
      const text = applyServerErrors(error, form.setError, FIELDS);
      if (text) setMessage({ tone: "error", text });
    }
  });

  const run = async (action: () => Promise<unknown>, done: string, close = false) => {
    setMessage(null);
    try {
      await action();
      if (close) onClose();
      else setMessage({ tone: "success", text: done });
    } catch (error) {
      setMessage({
        tone: "error",
        text: error instanceof Error ? error.message : "An unexpected error occurred",
      });
    }
  };
  const isSuspended = user.status === "suspended";

  return (
    <Modal
      open
      onClose={onClose}
      title={`${user.firstName} ${user.lastName}`}
      description={user.email}
    >
      <dl className="mb-4 grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-600">Activity</dt>
          <dd className="font-medium">
            {activityText(user.activityStatus, user.daysSinceLastActive)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Days since signup</dt>
          <dd className="font-medium">{user.daysSinceSignup}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Joined</dt>
          <dd className="font-medium">{formatDate(user.createdAt, "medium")}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Two-factor</dt>
          <dd className="font-medium">{twoFactorText(user.hasTwoFactor)}</dd>
        </div>
      </dl>
      {can("users.edit") && !canEdit ? (
        <p className="mb-3 text-sm text-slate-700">
          Staff at or above your own level can be viewed here but not changed.
        </p>
      ) : null}
      <form onSubmit={save} noValidate className="grid gap-3 sm:grid-cols-2">
        <fieldset disabled={!canEdit} className="contents">
          <TextField
            label="First name"
            error={errors.firstName?.message}
            {...form.register("firstName")}
          />
          <TextField
            label="Last name"
            error={errors.lastName?.message}
            {...form.register("lastName")}
          />
          <TextField
            label="Email"
            type="email"
            className="sm:col-span-2"
            disabled={isSelf}
            hint={isSelf ? "Change your own e-mail address in Settings." : undefined}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <SelectField
            label="Status"
            disabled={isSelf}
            error={errors.status?.message}
            {...form.register("status")}
          >
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
            <option value="suspended">Suspended</option>
          </SelectField>
          {/* Nobody picks their own plan here (the server refuses it): the control is not offered. */}
          {may("plan") ? (
            // Controlled: the plans arrive after the select is made, and an uncontrolled select shows
            // its first option (Free) when the value it was given has no option yet.
            <SelectField
              label="Plan"
              error={errors.planId?.message}
              {...form.register("planId")}
              value={planId}
            >
              {user.planId ? null : <option value="">No plan</option>}
              {/* A deactivated plan is offered only to the user who already holds it (the server refuses it for others). */}
              {(plans.data?.plans ?? [])
                .filter((plan) => plan.isActive || plan.id === user.planId)
                .map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                    {plan.isActive ? "" : " (inactive)"}
                  </option>
                ))}
            </SelectField>
          ) : null}
        </fieldset>
        {message ? (
          <div className="sm:col-span-2">
            <Alert tone={message.tone}>{message.text}</Alert>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          {canEdit ? (
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save changes"}
            </Button>
          ) : null}
          {canEdit && may(user.status === "suspended" ? "status" : "suspend") ? (
            <Button
              variant="secondary"
              disabled={suspend.isPending}
              onClick={() =>
                run(
                  async () => {
                    const changed = await suspend.mutateAsync({
                      id: user.id,
                      suspended: !isSuspended,
                    });
                    // The form's status must follow, or a later Save would undo the suspension.
                    form.resetField("status", { defaultValue: changed.status });
                  },
                  isSuspended ? "User reactivated" : "User suspended; their sessions have ended",
                )
              }
            >
              {isSuspended ? "Reactivate" : "Suspend"}
            </Button>
          ) : null}
          {can("users.delete") && may("delete") ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete user
            </Button>
          ) : null}
        </div>
      </form>
      {/* Not for oneself (Settings does both) nor for staff at or above the viewer: the server refuses those. */}
      {can("users.edit") && may("password_reset") ? (
        <AccountAccessActions key={user.id} user={user} />
      ) : null}
      {isConfirming ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-delete-text"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3"
        >
          <p id="confirm-delete-text" className="text-sm text-red-900">
            {DELETE_USER_CONFIRMATION}
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => run(() => remove.mutateAsync(user.id), "", true)}
            >
              Delete
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
