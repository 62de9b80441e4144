/** The weight feature's services; other features import from here. */
export { getLatestWeightKg } from "./latest";
export { deleteWeightEntry, logWeight, updateWeightEntry, WeightExistsError } from "./entries";
export { getWeightPage, getWeightSummary } from "./summary";
export { setWeightUnit } from "./unit";
