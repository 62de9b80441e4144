import { runPermissionMatrix } from "../testing/permission-matrix";
import { ADMIN_CORE_ENDPOINTS } from "./matrix-endpoints";

runPermissionMatrix(ADMIN_CORE_ENDPOINTS);
