package dev.varve.format.run;

import dev.varve.row.DataType;

/** How a logical type is stored in a page (FORMAT.md §"Column chunks"). */
enum PhysicalKind {
    /** TINYINT, SMALLINT, INT, BIGINT, DATE (epoch day), TIME (nano of day), DECIMAL(p ≤ 18) (unscaled). */
    LONG,
    BOOLEAN,
    FLOAT,
    DOUBLE,
    /** TIMESTAMP (UTC wall clock) and TIMESTAMP_LTZ: epoch second + nano of second. */
    TIMESTAMP,
    /** CHAR/VARCHAR (UTF-8), BINARY/VARBINARY, DECIMAL(p > 18) (unscaled two's complement), ARRAY/MAP/ROW (value encoding). */
    BYTES;

    static final int MAX_LONG_DECIMAL_PRECISION = 18;

    static PhysicalKind of(DataType t) {
        switch (t.root()) {
            case TINYINT: case SMALLINT: case INT: case BIGINT: case DATE: case TIME:
                return LONG;
            case DECIMAL:
                return t.precision() <= MAX_LONG_DECIMAL_PRECISION ? LONG : BYTES;
            case BOOLEAN:
                return BOOLEAN;
            case FLOAT:
                return FLOAT;
            case DOUBLE:
                return DOUBLE;
            case TIMESTAMP: case TIMESTAMP_LTZ:
                return TIMESTAMP;
            default:
                return BYTES;
        }
    }
}
