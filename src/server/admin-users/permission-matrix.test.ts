import { runPermissionMatrix, runSeniorNoChangeMatrix } from "../testing/permission-matrix";
import { SENIOR_NO_CHANGE_EDITS, USERS_PLANS_ENDPOINTS } from "./matrix-endpoints";

runPermissionMatrix(USERS_PLANS_ENDPOINTS);
runSeniorNoChangeMatrix(SENIOR_NO_CHANGE_EDITS);
