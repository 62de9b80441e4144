import type { FieldErrors, Resolver } from "react-hook-form";
import type { Profile } from "../../contract/auth";
import { birthdayProblem, UpdateProfileBody } from "../../contract/profile";
import { cmToFeetInches, inchesToCm } from "../../domain/units";
import { todayIn } from "../../domain/calendar";

/** The settings form as typed: height is cm, or feet and inches, depending on the unit system. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  birthday: string;
  sex: "" | "female" | "male";
  timeZone: string;
  unitSystem: "metric" | "imperial";
  heightCm: string;
  heightFeet: string;
  heightInches: string;
  /** The stored height, not an input: ft+in that still read as it keep it exactly. Reset on every save. */
  savedHeightCm: number | null;
}

export function imperialHeight(cm: number | null): { heightFeet: string; heightInches: string } {
  if (cm === null) return { heightFeet: "", heightInches: "" };
  const { feet, inches } = cmToFeetInches(cm);
  return { heightFeet: String(feet), heightInches: String(inches) };
}

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthday: profile.birthday,
    sex: profile.sex ?? "",
    timeZone: profile.timeZone,
    unitSystem: profile.unitSystem,
    heightCm: profile.heightCm === null ? "" : String(profile.heightCm),
    ...imperialHeight(profile.heightCm),
    savedHeightCm: profile.heightCm,
  };
}

const numberOrNaN = (text: string) => (text.trim() === "" ? 0 : Number(text));

/**
 * Height in cm from what was typed; null when left empty. Feet and inches that still read as the
 * saved height keep the saved cm, so saving other fields never shifts the height by rounding.
 */
export function heightCmOf(values: ProfileFormValues): number | null {
  const savedCm = values.savedHeightCm;
  if (values.unitSystem === "metric")
    return values.heightCm.trim() === "" ? null : Number(values.heightCm);
  if (values.heightFeet.trim() === "" && values.heightInches.trim() === "") return null;
  const saved = imperialHeight(savedCm);
  if (
    saved.heightFeet === values.heightFeet.trim() &&
    saved.heightInches === values.heightInches.trim()
  )
    return savedCm;
  const totalInches = numberOrNaN(values.heightFeet) * 12 + numberOrNaN(values.heightInches);
  return Math.round(inchesToCm(totalInches) * 10) / 10;
}

export function bodyOf(values: ProfileFormValues): UpdateProfileBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    birthday: values.birthday,
    sex: values.sex === "" ? null : values.sex,
    timeZone: values.timeZone,
    unitSystem: values.unitSystem,
    heightCm: heightCmOf(values),
  };
}

/** Validates with the server's schema plus the age rule in the chosen time zone, as the server will. */
export function profileResolver(
  product: string,
): Resolver<ProfileFormValues, unknown, UpdateProfileBody> {
  return (values) => {
    const errors: FieldErrors<ProfileFormValues> = {};
    const result = UpdateProfileBody.safeParse(bodyOf(values));
    for (const issue of result.error?.issues ?? []) {
      const name = String(issue.path[0]) as keyof ProfileFormValues;
      errors[name] ??= { type: "validate", message: issue.message };
    }
    const birthdayIssue = birthdayProblem(values.birthday, todayIn(values.timeZone), product);
    if (birthdayIssue) errors.birthday ??= { type: "validate", message: birthdayIssue };
    if (!result.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.data, errors: {} };
  };
}
