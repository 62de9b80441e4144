import { runPermissionMatrix } from "../testing/permission-matrix";
import { USERS_PLANS_ENDPOINTS } from "./matrix-endpoints";

runPermissionMatrix(USERS_PLANS_ENDPOINTS);
