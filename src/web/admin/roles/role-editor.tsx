import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { RoleBody, type Permission, type Role } from "../../../contract/admin-roles";
import { mayAssignRole } from "../../../domain/permissions";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { TextField } from "../../components/ui/text-field";
import { applyServerErrors } from "../../lib/form-errors";
import { useStaff } from "../staff-context";
import { useSaveRole } from "./api/save-role";
import { PermissionTags } from "./permission-grid";

const FIELDS = ["name", "description", "level", "permissionIds", "isActive"] as const;

/**
 * Edit mode on a working copy of the role (or a new one): Save returns to view mode,
 * Cancel discards the copy. Clicking a permission toggles its id in the copy's list.
 */
export function RoleEditor({
  role,
  permissions,
  onDone,
}: {
  role: Role | null;
  permissions: Permission[];
  onDone: (id?: string) => void;
}) {
  const descriptionId = useId();
  const save = useSaveRole();
  const [formError, setFormError] = useState<string | null>(null);
  // Switching a role back on hands its permissions to every holder, so the server asks what it asks
  // of an assigner: the editor must hold them all. Offer the switch only where that holds.
  const staff = useStaff();
  const mayReactivate =
    !role ||
    role.isActive ||
    mayAssignRole(staff, { level: role.level, permissions: role.permissions.map((p) => p.name) });
  const form = useForm<RoleBody>({
    resolver: zodResolver(RoleBody),
    defaultValues: {
      name: role?.name ?? "",
      description: role?.description ?? "",
      level: role?.level ?? 0,
      permissionIds: role?.permissions.map((p) => p.id) ?? [],
      isActive: role?.isActive ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: role?.id ?? null, body });
      onDone(saved.role.id);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-xl font-bold text-slate-900">
        {role ? `Edit ${role.name}` : "Create Role"}
      </h2>
      <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={2}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          {...form.register("description")}
        />
        {errors.description ? (
          <p id={`${descriptionId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {errors.description.message}
          </p>
        ) : null}
      </div>
      <TextField
        label="Level"
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        hint="0 to 100; it must stay below your own level."
        className="max-w-48"
        error={errors.level?.message}
        {...form.register("level", { valueAsNumber: true })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Permissions</legend>
        <Controller
          control={form.control}
          name="permissionIds"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-2">
              {permissions.map((permission) => {
                const isChecked = field.value.includes(permission.id);
                const toggle = () =>
                  field.onChange(
                    isChecked
                      ? field.value.filter((id) => id !== permission.id)
                      : [...field.value, permission.id],
                  );
                return (
                  <label
                    key={permission.id}
                    className={`flex cursor-pointer gap-2 rounded-lg border p-3 ${isChecked ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
                  >
                    <input
                      type="checkbox"
                      checked={isChecked}
                      onChange={toggle}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <span className="min-w-0">
                      <span className="block font-mono text-sm font-semibold text-slate-900">
                        {permission.name}
                      </span>
                      <span className="block text-sm text-slate-600">{permission.description}</span>
                      <PermissionTags permission={permission} />
                    </span>
                  </label>
                );
              })}
            </div>
          )}
        />
        {errors.permissionIds ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.permissionIds.message}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Checkbox
          label="Role is active (holders of an inactive role lose its permissions until it is reactivated)"
          error={errors.isActive?.message}
          {...form.register("isActive", { disabled: !mayReactivate })}
        />
        {mayReactivate ? null : (
          <p className="mt-1 text-sm text-slate-600">
            Only someone who holds every permission of this role can reactivate it.
          </p>
        )}
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save"}
        </Button>
        <Button variant="secondary" onClick={() => onDone()} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
