package dev.varve.cli.sql;

import dev.varve.row.DataType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Flink's nullability of derived types, which CREATE TABLE ... AS SELECT stores. */
class TypesNullabilityTest {
    @Test
    void notNullOnlyWhenEveryInputIs() {
        DataType nn = DataType.intType().notNull();
        assertFalse(Types.notNullIf(DataType.bigint(), nn, nn).isNullable());
        assertTrue(Types.notNullIf(DataType.bigint(), nn, DataType.intType()).isNullable());
        assertTrue(Types.notNullIf(DataType.bigint(), nn, null).isNullable());
        assertNull(Types.notNullIf(null, nn));
    }

    @Test
    void valuesColumnsKeepNotNullUnlessARowIsNullable() {
        DataType nn = DataType.intType().notNull();
        assertEquals(DataType.bigint().notNull(), Types.commonColumn(nn, DataType.bigint().notNull()));
        assertTrue(Types.commonColumn(nn, DataType.intType()).isNullable());
        assertTrue(Types.commonColumn(nn, null).isNullable()); // an untyped NULL
        assertEquals(DataType.varchar(2).notNull(), Types.commonColumn(DataType.charType(1).notNull(), DataType.charType(2).notNull()));
    }

    private static Expr compile(Scope scope, String expr) {
        org.apache.calcite.sql.SqlNode n = ((org.apache.calcite.sql.SqlSelect) FlinkParser.parse("SELECT " + expr + " FROM t"))
                .getSelectList().get(0);
        return new ExprCompiler(scope).compile(n);
    }

    @Test
    void arithmeticAndCastOverNotNullColumnsAreNotNull() {
        Scope scope = new Scope(java.util.List.of("a", "b"), java.util.List.of(DataType.intType().notNull(), DataType.intType()),
                java.util.List.of(), "t");
        assertFalse(compile(scope, "a + 1").type.isNullable());
        assertTrue(compile(scope, "a + b").type.isNullable());
        assertFalse(compile(scope, "CAST(a AS BIGINT)").type.isNullable());
        assertTrue(compile(scope, "CAST(b AS BIGINT)").type.isNullable());
        assertTrue(compile(scope, "TRY_CAST(a AS BIGINT)").type.isNullable());
    }
}
