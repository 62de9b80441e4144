import { useState } from "react";
import { useForm, useWatch, type UseFormRegister } from "react-hook-form";
import type { Profile } from "../../contract/auth";
import type { UpdateProfileBody } from "../../contract/profile";
import { useProductName } from "../lib/public-config";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/text-field";
import { applyServerErrors } from "../lib/form-errors";
import { useUpdateProfile } from "./api/update-profile";
import {
  formValuesOf,
  heightCmOf,
  imperialHeight,
  profileResolver,
  type ProfileFormValues,
} from "./profile-form-values";
import { SelectField } from "../components/ui/select-field";
import { timeZoneOptions } from "./time-zones";
import { todayIn } from "../../domain/calendar";

const FIELDS = [
  "firstName",
  "lastName",
  "birthday",
  "sex",
  "timeZone",
  "unitSystem",
  "heightCm",
] as const;

function HeightFields({
  unitSystem,
  error,
  register,
}: {
  unitSystem: ProfileFormValues["unitSystem"];
  error: string | undefined;
  register: UseFormRegister<ProfileFormValues>;
}) {
  const invalid = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? "height-error" : undefined,
  } as const;
  if (unitSystem === "metric") {
    return (
      <TextField
        label="Height (cm, optional)"
        type="number"
        inputMode="decimal"
        step="0.1"
        min={50}
        max={272}
        error={error}
        trailing={<span className="pr-3 text-sm text-slate-600">cm</span>}
        {...register("heightCm")}
      />
    );
  }
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">Height (optional)</legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Feet"
          type="number"
          inputMode="numeric"
          min={1}
          max={8}
          trailing={<span className="pr-3 text-sm text-slate-600">ft</span>}
          {...invalid}
          {...register("heightFeet")}
        />
        <TextField
          label="Inches"
          type="number"
          inputMode="numeric"
          min={0}
          max={11}
          trailing={<span className="pr-3 text-sm text-slate-600">in</span>}
          {...invalid}
          {...register("heightInches")}
        />
      </div>
      {error ? (
        <p id="height-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Name, birth date, sex, height, time zone and units of the signed-in user. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const product = useProductName();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: profileResolver(product),
    defaultValues: formValuesOf(profile),
  });
  const unitSystem = useWatch({ control, name: "unitSystem" });
  const timeZone = useWatch({ control, name: "timeZone" });

  // Switching units carries the typed height over, so the user sees the same height in the new unit.
  const onUnitChange = (next: ProfileFormValues["unitSystem"]) => {
    const values = getValues();
    const cm = heightCmOf({ ...values, unitSystem });
    const isUsable = cm !== null && Number.isFinite(cm);
    if (next === "imperial") {
      const { heightFeet, heightInches } = imperialHeight(isUsable ? cm : null);
      setValue("heightFeet", heightFeet);
      setValue("heightInches", heightInches);
    } else {
      setValue("heightCm", isUsable ? String(cm) : "");
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const { profile: saved } = await update.mutateAsync(body);
      reset(formValuesOf(saved));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          max={todayIn(timeZone)}
          error={errors.birthday?.message}
          {...register("birthday")}
        />
        <SelectField
          label="Sex (optional)"
          hint="Used to estimate your energy needs."
          error={errors.sex?.message}
          {...register("sex")}
        >
          <option value="">Prefer not to say</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
        </SelectField>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Units</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(["metric", "imperial"] as const).map((system) => (
            <label key={system} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={system}
                className="size-4 accent-brand-700"
                {...register("unitSystem", { onChange: () => onUnitChange(system) })}
              />
              {system === "metric" ? "Metric (kg, cm, ml)" : "Imperial (lb, ft/in, fl oz)"}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <HeightFields
          unitSystem={unitSystem}
          error={errors.heightCm?.message}
          register={register}
        />
        <SelectField
          label="Time zone"
          hint="Your diary days start at midnight in this zone."
          error={errors.timeZone?.message}
          {...register("timeZone")}
        >
          {timeZoneOptions(timeZone).map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </SelectField>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {update.isSuccess && !isDirty ? (
        <Alert tone="success">Your profile has been saved.</Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
