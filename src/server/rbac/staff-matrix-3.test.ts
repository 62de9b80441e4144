import { runPermissionMatrix, staffMatrixPart } from "../testing/permission-matrix";

/** Part 3 of every declared staff endpoint against every kind of caller (testing/permission-matrix.ts). */
runPermissionMatrix(staffMatrixPart(2));
