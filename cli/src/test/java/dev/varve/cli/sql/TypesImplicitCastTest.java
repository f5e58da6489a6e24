package dev.varve.cli.sql;

import dev.varve.row.DataField;
import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link Types#implicitlyCastable}: the casts Flink's planner inserts on its own for an INSERT (LogicalTypeCasts). */
class TypesImplicitCastTest {
    @Test
    void numbersOnlyWiden() {
        assertTrue(Types.implicitlyCastable(DataType.intType(), DataType.bigint()));
        assertTrue(Types.implicitlyCastable(DataType.intType(), DataType.decimal(5, 2)));
        assertTrue(Types.implicitlyCastable(DataType.intType(), DataType.doubleType()));
        assertTrue(Types.implicitlyCastable(DataType.decimal(2, 1), DataType.floatType()));
        assertTrue(Types.implicitlyCastable(DataType.floatType(), DataType.doubleType()));
        assertTrue(Types.implicitlyCastable(DataType.decimal(4, 3), DataType.decimal(3, 2))); // value checked later
        assertFalse(Types.implicitlyCastable(DataType.intType(), DataType.tinyint()));
        assertFalse(Types.implicitlyCastable(DataType.intType(), DataType.smallint()));
        assertFalse(Types.implicitlyCastable(DataType.bigint(), DataType.intType()));
        assertFalse(Types.implicitlyCastable(DataType.decimal(2, 1), DataType.bigint()));
        assertFalse(Types.implicitlyCastable(DataType.doubleType(), DataType.floatType()));
        assertFalse(Types.implicitlyCastable(DataType.intType(), DataType.booleanType()));
    }

    @Test
    void stringsDatesAndTimes() {
        assertTrue(Types.implicitlyCastable(DataType.charType(5), DataType.varchar(2))); // lengths are not judged
        assertTrue(Types.implicitlyCastable(DataType.charType(5), DataType.charType(3)));
        assertTrue(Types.implicitlyCastable(DataType.emptyChar(), DataType.charType(3))); // the literal ''
        // Flink casts only CHAR into CHAR(n) and BINARY into BINARY(n) implicitly
        assertFalse(Types.implicitlyCastable(DataType.string(), DataType.charType(3)));
        assertFalse(Types.implicitlyCastable(DataType.varchar(2), DataType.charType(3)));
        assertTrue(Types.implicitlyCastable(DataType.binary(4), DataType.binary(2)));
        assertFalse(Types.implicitlyCastable(DataType.bytes(), DataType.binary(2)));
        assertTrue(Types.implicitlyCastable(DataType.binary(4), DataType.bytes()));
        assertFalse(Types.implicitlyCastable(DataType.intType(), DataType.string()));
        assertFalse(Types.implicitlyCastable(DataType.charType(10), DataType.date()));
        assertFalse(Types.implicitlyCastable(DataType.charType(19), DataType.timestamp(3)));
        assertFalse(Types.implicitlyCastable(DataType.date(), DataType.timestamp(3)));
        assertTrue(Types.implicitlyCastable(DataType.timestamp(0), DataType.date()));
        assertTrue(Types.implicitlyCastable(DataType.timestamp(0), DataType.timestampLtz(3)));
        assertTrue(Types.implicitlyCastable(DataType.timestamp(9), DataType.time(0)));
        assertFalse(Types.implicitlyCastable(DataType.charType(2), DataType.bytes()));
    }

    @Test
    void charLiteralsOfDifferentLengthsHaveAVaryingCommonType() {
        // VALUES ('a'), ('bb') is VARCHAR(2) in Flink, and so cannot go into a CHAR(n) column without a CAST
        assertEquals(DataType.varchar(2), Types.common(DataType.charType(1).notNull(), DataType.charType(2).notNull()));
        assertEquals(DataType.varchar(1), Types.common(DataType.emptyChar(), DataType.charType(1)));
        assertEquals(DataType.charType(2), Types.common(DataType.charType(2).notNull(), DataType.charType(2)));
        assertEquals(DataType.varchar(5), Types.common(DataType.charType(5), DataType.varchar(3)));
    }

    @Test
    void nestedTypesByElementAndUnknownTypesFit() {
        assertTrue(Types.implicitlyCastable(DataType.array(DataType.intType()), DataType.array(DataType.bigint())));
        assertFalse(Types.implicitlyCastable(DataType.array(DataType.intType()), DataType.array(DataType.string())));
        assertFalse(Types.implicitlyCastable(DataType.map(DataType.charType(1), DataType.decimal(2, 1)),
                DataType.map(DataType.string(), DataType.intType())));
        assertFalse(Types.implicitlyCastable(DataType.row(List.of(new DataField(0, "a", DataType.intType()))),
                DataType.row(List.of(new DataField(0, "a", DataType.intType()), new DataField(1, "b", DataType.intType())))));
        assertTrue(Types.implicitlyCastable(null, DataType.tinyint())); // an untyped NULL
    }
}
