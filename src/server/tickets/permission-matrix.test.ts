import { runPermissionMatrix } from "../testing/permission-matrix";
import { TICKETS_ENDPOINTS } from "./matrix-endpoints";

runPermissionMatrix(TICKETS_ENDPOINTS);
