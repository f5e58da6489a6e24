package dev.varve.row;

/** The logical type families of SEMANTICS §1. */
public enum TypeRoot {
    BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL,
    CHAR, VARCHAR, BINARY, VARBINARY,
    DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ,
    ARRAY, MAP, ROW;

    /** Whether values of this type are stored in a row's fixed 8-byte slot with no variable part. */
    public boolean isFixedWidth() {
        switch (this) {
            case BOOLEAN: case TINYINT: case SMALLINT: case INT: case BIGINT: case FLOAT: case DOUBLE:
            case DATE: case TIME:
                return true;
            default:
                return false;
        }
    }

    public boolean isIntegral() {
        return this == TINYINT || this == SMALLINT || this == INT || this == BIGINT;
    }

    public boolean isNumeric() {
        return isIntegral() || this == FLOAT || this == DOUBLE || this == DECIMAL;
    }

    public boolean isCharacterString() {
        return this == CHAR || this == VARCHAR;
    }

    public boolean isBinaryString() {
        return this == BINARY || this == VARBINARY;
    }
}
