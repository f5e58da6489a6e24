package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The write-time input filters and rejections of SEMANTICS §2, §3. */
class WriteCheckTest {
    private static final String[] T = {"k INT", "v INT"};

    private static WriteCheck check(String... options) {
        return Harness.of(T, "k", options).engine.writeCheck();
    }

    private static boolean accepts(WriteCheck c, RowKind kind) {
        return c.accept(GenericRow.ofKind(kind, 1, 2));
    }

    private static String rejection(WriteCheck c, RowKind kind) {
        return assertThrows(VarveException.InvalidRecord.class, () -> c.accept(GenericRow.ofKind(kind, 1, 2)))
                .getMessage();
    }

    private static void assertContains(String s, String... parts) {
        for (String p : parts) {
            assertTrue(s.contains(p), () -> "expected '" + p + "' in: " + s);
        }
    }

    @Test
    void addsAreAlwaysAccepted() {
        for (String engine : new String[] {"deduplicate", "first-row", "partial-update", "aggregation"}) {
            WriteCheck c = check("merge-engine", engine);
            assertTrue(accepts(c, RowKind.INSERT));
            assertTrue(accepts(c, RowKind.UPDATE_AFTER));
        }
    }

    @Test
    void deduplicate() {
        WriteCheck plain = check();
        assertTrue(accepts(plain, RowKind.UPDATE_BEFORE));
        assertTrue(accepts(plain, RowKind.DELETE));
        WriteCheck ignoreDelete = check("ignore-delete", "true");
        assertFalse(accepts(ignoreDelete, RowKind.UPDATE_BEFORE));
        assertFalse(accepts(ignoreDelete, RowKind.DELETE));
        WriteCheck ignoreUb = check("ignore-update-before", "true");
        assertFalse(accepts(ignoreUb, RowKind.UPDATE_BEFORE));
        assertTrue(accepts(ignoreUb, RowKind.DELETE));
    }

    @Test
    void firstRow() {
        WriteCheck plain = check("merge-engine", "first-row");
        assertContains(rejection(plain, RowKind.DELETE), "first-row", "-D", "first-row.ignore-delete");
        assertContains(rejection(plain, RowKind.UPDATE_BEFORE), "-U", "ignore-update-before");
        WriteCheck ignore = check("merge-engine", "first-row", "first-row.ignore-delete", "true");
        assertFalse(accepts(ignore, RowKind.DELETE));
        assertFalse(accepts(ignore, RowKind.UPDATE_BEFORE));
        WriteCheck ub = check("merge-engine", "first-row", "ignore-update-before", "true");
        assertFalse(accepts(ub, RowKind.UPDATE_BEFORE));
        assertContains(rejection(ub, RowKind.DELETE), "first-row");
    }

    @Test
    void partialUpdate() {
        WriteCheck plain = check("merge-engine", "partial-update");
        assertContains(rejection(plain, RowKind.DELETE), "partial-update", "ignore-delete",
                "partial-update.remove-record-on-delete", "sequence-group");
        rejection(plain, RowKind.UPDATE_BEFORE);
        WriteCheck remove = check("merge-engine", "partial-update", "partial-update.remove-record-on-delete", "true");
        assertTrue(accepts(remove, RowKind.DELETE));
        assertTrue(accepts(remove, RowKind.UPDATE_BEFORE), "remove-record-on-delete keeps -U (the merge skips it)");
        WriteCheck ub = check("merge-engine", "partial-update", "ignore-update-before", "true");
        assertFalse(accepts(ub, RowKind.UPDATE_BEFORE));
        rejection(ub, RowKind.DELETE);
    }

    @Test
    void partialUpdateGroupsAcceptDeletesAndUpdateBeforesUnlessAGroupedFunctionCannotRetract() {
        String[] cols = {"k INT", "g INT", "a INT", "b INT"};
        WriteCheck groups = Harness.of(cols, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "a,b").engine.writeCheck();
        assertTrue(groups.accept(GenericRow.ofKind(RowKind.DELETE, 1, 1, 1, 1)));
        // a function that cannot retract in a group: Paimon 1.4.2 writes a -D and the merge decides
        // (PartialUpdateTest.aDeleteReachingAFunctionThatCannotRetractFailsOnlyWhenItMeetsAnotherRecord); a -U stays
        // refused (SEMANTICS: Paimon commits it and a read that meets it fails)
        WriteCheck max = Harness.of(cols, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "a,b", "fields.b.aggregate-function", "max").engine.writeCheck();
        assertTrue(max.accept(GenericRow.ofKind(RowKind.DELETE, 1, 1, 1, 1)));
        assertContains(assertThrows(VarveException.InvalidRecord.class,
                () -> max.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 1, 1, 1))).getMessage(),
                "column 'b' uses aggregate function 'max'");
        WriteCheck ignored = Harness.of(cols, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "a,b", "fields.b.aggregate-function", "max",
                "fields.b.ignore-retract", "true").engine.writeCheck();
        assertTrue(ignored.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 1, 1, 1)));
    }

    /**
     * fzat_1486 (Flink 2.0 + Paimon 1.4.2, probe flink-oracle/probes/pu35/pu35_group_null_seq): a -U whose sequence is
     * null in every group holding a function that cannot retract ({@code first_value}, {@code listagg}) skips those
     * groups in Paimon's merge, so Paimon writes and reads it; one whose sequence there is set stays refused. Fails on
     * the old code (every such -U was refused).
     */
    @Test
    void partialUpdateAcceptsAnUpdateBeforeWhoseSequenceIsNullInTheGroupsThatCannotRetract() {
        String[] cols = {"k INT", "s1 INT", "a INT", "b STRING", "s2 INT", "c INT"};
        WriteCheck check = Harness.of(cols, "k", "merge-engine", "partial-update", "fields.s1.sequence-group", "a,b",
                "fields.a.aggregate-function", "first_value", "fields.b.aggregate-function", "listagg",
                "fields.s2.sequence-group", "c").engine.writeCheck();
        assertTrue(check.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, null, 11, "q", 2, 101)),
                "s1 null: the -U retracts only group s2");
        assertTrue(check.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, null, 11, "q", null, null)));
        assertContains(assertThrows(VarveException.InvalidRecord.class,
                () -> check.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 1, 11, "q", null, null))).getMessage(),
                "column 'a' uses aggregate function 'first_value'", "column 'b' uses aggregate function 'listagg'");
        // a group of several sequence fields is skipped only when all of them are null
        WriteCheck two = Harness.of(new String[] {"k INT", "s1 INT", "s2 BIGINT", "a INT"}, "k",
                "merge-engine", "partial-update", "fields.s2,s1.sequence-group", "a",
                "fields.a.aggregate-function", "first_value").engine.writeCheck();
        assertTrue(two.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, null, null, 5)));
        assertThrows(VarveException.InvalidRecord.class,
                () -> two.accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 3, null, 5)));
    }

    @Test
    void aggregationNamesEveryColumnThatCannotRetract() {
        WriteCheck c = Harness.of(new String[] {"k INT", "s INT", "m INT", "f STRING"}, "k",
                "merge-engine", "aggregation", "fields.s.aggregate-function", "sum",
                "fields.m.aggregate-function", "max", "fields.f.aggregate-function", "first_value").engine.writeCheck();
        String msg = assertThrows(VarveException.InvalidRecord.class,
                () -> c.accept(GenericRow.ofKind(RowKind.DELETE, 1, 1, 1, "x"))).getMessage();
        assertContains(msg, "-D", "column 'm' uses aggregate function 'max'", "column 'f' uses aggregate function 'first_value'",
                "ignore-retract", "aggregation.remove-record-on-delete");
        assertTrue(check("merge-engine", "aggregation", "fields.v.aggregate-function", "sum")
                .accept(GenericRow.ofKind(RowKind.UPDATE_BEFORE, 1, 2)));
        assertTrue(check("merge-engine", "aggregation").accept(GenericRow.ofKind(RowKind.DELETE, 1, 2)),
                "last_non_null_value (the default) retracts");
        WriteCheck removal = check("merge-engine", "aggregation", "fields.v.aggregate-function", "max",
                "aggregation.remove-record-on-delete", "true");
        assertTrue(accepts(removal, RowKind.DELETE));
        rejection(removal, RowKind.UPDATE_BEFORE);
        assertFalse(accepts(check("merge-engine", "aggregation", "fields.v.aggregate-function", "max",
                "ignore-delete", "true"), RowKind.DELETE));
    }

    @Test
    void missingRowKindIsRejected() {
        GenericRow r = GenericRow.of(1, 2);
        r.setRowKind(null);
        assertThrows(VarveException.InvalidRecord.class, () -> check().accept(r));
    }
}
