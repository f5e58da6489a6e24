package dev.varve.row;

/** The logical type families of SEMANTICS §1. */
public enum TypeRoot {
    BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL,
    CHAR, VARCHAR, BINARY, VARBINARY,
    DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ,
    ARRAY, MAP, ROW;

    /**
     * Whether every type of this root is fixed-width, whatever its parameters. DECIMAL(p &lt;= 18)
     * and TIMESTAMP / TIMESTAMP_LTZ(p &lt;= 3) are fixed-width in the binary row too; ask
     * {@link RowSerializer#isInSlot(DataType)} for a concrete type.
     */
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
