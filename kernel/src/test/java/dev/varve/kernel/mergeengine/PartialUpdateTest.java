package dev.varve.kernel.mergeengine;

import dev.varve.kernel.VarveException;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import static dev.varve.kernel.mergeengine.Harness.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** partial-update: SEMANTICS §3 and §11, and the examples of Paimon's partial-update page. */
class PartialUpdateTest {
    private static final String[] GROUPS = {"k INT", "a INT", "b INT", "g_1 INT", "c INT", "d INT", "g_2 INT"};

    @Test
    void sequenceGroupsUpdateIndependently() {
        Harness h = Harness.of(GROUPS, "k", "merge-engine", "partial-update",
                "fields.g_1.sequence-group", "a,b", "fields.g_2.sequence-group", "c,d");
        h.insert(1, 1, 1, 1, 1, 1, 1);
        h.insert(1, 2, 2, 2, 2, 2, null); // g_2 null: c, d untouched
        assertEquals(row(1, 2, 2, 2, 1, 1, 1), h.read());
        h.insert(1, 3, 3, 1, 3, 3, 3); // g_1 older: a, b untouched
        assertEquals(row(1, 2, 2, 2, 3, 3, 3), h.read());
    }

    @Test
    void groupUpdatesIncludeNulls() {
        Harness h = Harness.of(GROUPS, "k", "merge-engine", "partial-update", "fields.g_1.sequence-group", "a,b");
        h.insert(1, 1, 1, 1, 7, 7, null);
        h.insert(1, null, 5, 2, null, 8, null); // a becomes null (group), c keeps 7 (outside groups: non-null only)
        assertEquals(row(1, null, 5, 2, 7, 8, null), h.read());
    }

    @Test
    void equalGroupSequenceLaterWriteWins() {
        Harness h = Harness.of(GROUPS, "k", "merge-engine", "partial-update", "fields.g_1.sequence-group", "a,b");
        h.insert(1, 1, 1, 5, null, null, null).insert(1, 2, 2, 5, null, null, null);
        assertEquals(row(1, 2, 2, 5, null, null, null), h.read());
    }

    @Test
    void groupWithSeveralSequenceFields() {
        Harness h = Harness.of(new String[] {"k INT", "a INT", "b INT", "g_1 INT", "c INT", "d INT", "g_2 INT", "g_3 INT"},
                "k", "merge-engine", "partial-update",
                "fields.g_1.sequence-group", "a,b", "fields.g_2,g_3.sequence-group", "c,d");
        h.insert(1, 1, 1, 1, 1, 1, 1, 1);
        h.insert(1, 2, 2, 2, 2, 2, 1, null); // (1, null) < (1, 1): c, d, g_2, g_3 untouched
        assertEquals(row(1, 2, 2, 2, 1, 1, 1, 1), h.read());
        h.insert(1, 3, 3, 1, 3, 3, 3, 1); // g_1 older; (3, 1) > (1, 1)
        assertEquals(row(1, 2, 2, 2, 3, 3, 3, 1), h.read());
    }

    @Test
    void aggregateFunctionsInGroups() {
        Harness h = Harness.of(new String[] {"k INT", "a INT", "b INT", "c INT", "d INT"}, "k",
                "merge-engine", "partial-update",
                "fields.a.sequence-group", "b", "fields.b.aggregate-function", "first_value",
                "fields.c.sequence-group", "d", "fields.d.aggregate-function", "sum");
        h.insert(1, 1, 1, null, null).insert(1, null, null, 1, 1)
                .insert(1, 2, 2, null, null).insert(1, null, null, 2, 2);
        assertEquals(row(1, 2, 1, 2, 3), h.read());
    }

    @Test
    void firstNonNullValueTakesAnOlderRecordsValueOnceStarted() {
        // Paimon 1.4.2: aggReversed(acc, in) = agg(in, acc), and FieldFirstNonNullValueAgg#agg returns its first
        // argument once initialized, so an older record's value replaces the column, null included (fzpu_1107)
        String[] cols = {"k INT", "g INT", "b STRING"};
        Harness h = Harness.of(cols, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "b", "fields.b.aggregate-function", "first_non_null_value");
        h.insert(1, 2, "w").insert(1, 5, "z").insert(1, 3, null); // the older record's null replaces 'w'
        assertEquals(row(1, 5, null), h.read());
        h.insert(1, 7, "y"); // started: a newer non-null value does not replace the null
        assertEquals(row(1, 7, null), h.read());
        // unstarted (the first records' values are null): an older value is taken without starting, so the next newer
        // non-null value replaces it
        Harness u = Harness.of(cols, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "b", "fields.b.aggregate-function", "first_non_null_value");
        u.insert(1, 5, null).insert(1, 2, "x").insert(1, 7, "y");
        assertEquals(row(1, 7, "y"), u.read());
        u.insert(1, 1, null); // started by 'y': the older null replaces it
        assertEquals(row(1, 7, null), u.read());
    }

    @Test
    void aggregateOnGroupWithSeveralSequenceFieldsFeedsOlderRecordsToo() {
        Harness h = Harness.of(new String[] {"k INT", "a INT", "b INT", "g_1 INT", "c STRING", "g_2 INT", "g_3 INT"},
                "k", "merge-engine", "partial-update",
                "fields.a.aggregate-function", "sum", "fields.g_1,g_3.sequence-group", "a",
                "fields.g_2.sequence-group", "c");
        h.insert(1, 1, 1, 1, "1", 1, 1);
        h.insert(1, 2, 2, 2, "2", null, 2);
        assertEquals(row(1, 3, 2, 2, "1", 1, 2), h.read());
        h.insert(1, 3, 3, 2, "3", 3, 1); // (g_1, g_3) = (2, 1) is older, yet sum still adds 3
        assertEquals(row(1, 6, 3, 2, "3", 3, 2), h.read());
    }

    @Test
    void defaultAggregateFunction() {
        Harness h = Harness.of(new String[] {"k INT", "a INT", "b INT", "c INT", "d INT"}, "k",
                "merge-engine", "partial-update",
                "fields.a.sequence-group", "b", "fields.c.sequence-group", "d",
                "fields.default-aggregate-function", "last_non_null_value", "fields.d.aggregate-function", "sum");
        h.insert(1, 1, 1, null, null).insert(1, null, null, 1, 1)
                .insert(1, 2, 2, null, null).insert(1, null, null, 2, 2);
        assertEquals(row(1, 2, 2, 2, 3), h.read());
    }

    @Test
    void lastNonNullInGroupKeepsNewestAgainstOlderRecords() {
        Harness h = Harness.of(new String[] {"k INT", "g INT", "v STRING"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "v", "fields.v.aggregate-function", "last_non_null_value");
        h.insert(1, 5, "new").insert(1, 3, "old");
        assertEquals(row(1, 5, "new"), h.read());
        Harness h2 = Harness.of(new String[] {"k INT", "g INT", "v STRING"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "v", "fields.v.aggregate-function", "last_non_null_value");
        h2.insert(1, 5, null).insert(1, 3, "old"); // an older value fills a null
        assertEquals(row(1, 5, "old"), h2.read());
    }

    @Test
    void retractionNullsTheGroupAndMovesItsSequence() {
        Harness h = Harness.of(GROUPS, "k", "merge-engine", "partial-update",
                "fields.g_1.sequence-group", "a,b", "fields.g_2.sequence-group", "c,d");
        h.insert(1, 1, 1, 5, 1, 1, 5);
        h.delete(1, 1, 1, 6, null, null, null); // g_1 6 >= 5: a, b null, g_1 = 6; g_2 null: left alone
        assertEquals(row(1, null, null, 6, 1, 1, 5), h.read());
        h.insert(1, 9, 9, 5, null, null, null); // older than the retraction: ignored
        assertEquals(row(1, null, null, 6, 1, 1, 5), h.read());
        h.updateBefore(1, 1, 1, 4, 1, 1, 4); // older sequence: no effect
        assertEquals(row(1, null, null, 6, 1, 1, 5), h.read());
        h.insert(1, 7, 7, 6, null, null, null); // equal sequence: later write wins
        assertEquals(row(1, 7, 7, 6, 1, 1, 5), h.read());
    }

    @Test
    void onlyRetractionsMeanNoRow() {
        Harness h = Harness.of(GROUPS, "k", "merge-engine", "partial-update", "fields.g_1.sequence-group", "a,b");
        h.delete(1, 1, 1, 3, null, null, null);
        assertNull(h.read());
        assertEquals(RowKind.DELETE, h.mergeAll().kind());
    }

    @Test
    void aggregateInGroupRetracts() {
        Harness h = Harness.of(new String[] {"k INT", "g INT", "s BIGINT"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "s", "fields.s.aggregate-function", "sum");
        h.insert(1, 1, 10L).insert(1, 2, 5L).updateBefore(1, 1, 10L); // old-sequence retraction still retracts
        assertEquals(row(1, 2, 5L), h.read());
    }

    @Test
    void removeRecordOnDeleteDoesNotBringOldValuesBack() {
        Harness h = Harness.of(new String[] {"k INT", "a STRING", "b STRING"}, "k", "merge-engine", "partial-update",
                "partial-update.remove-record-on-delete", "true");
        h.insert(1, "a1", "b1");
        // -U is kept (so the key counts as written for changelogs, as in Paimon) and ignored by the merge
        assertTrue(h.write(RowKind.UPDATE_BEFORE, 1, "a1", null));
        assertEquals(row(1, "a1", "b1"), h.read(), "-U changes nothing");
        h.delete(1, "a-", null);
        assertNull(h.read());
        KeyValue removed = h.mergeAll();
        assertEquals(RowKind.DELETE, removed.kind());
        assertTrue(Harness.sameRow(row(1, "a-", null), removed.value()),
                "a removed row carries the removing -D's values, as Paimon's $audit_log shows: " + removed);
        h.insert(1, null, "b2");
        assertEquals(row(1, null, "b2"), h.read(), "a1 must not come back (SEMANTICS §11)");
        assertFalse(h.engine.preMergeSafe(), "pre-merging delete+insert would let older values through");
    }

    @Test
    void removeRecordOnSequenceGroup() {
        Harness h = Harness.of(GROUPS, "k", "merge-engine", "partial-update",
                "fields.g_1.sequence-group", "a,b", "fields.g_2.sequence-group", "c,d",
                "partial-update.remove-record-on-sequence-group", "g_1");
        h.insert(1, 1, 1, 1, 2, 2, 2);
        h.delete(1, null, null, null, 2, 2, 3); // g_2's delete: only the group is nulled
        assertEquals(row(1, 1, 1, 1, null, null, 3), h.read());
        h.updateBefore(1, 1, 1, 2, null, null, null); // -U of g_1: group nulled, row kept
        assertEquals(row(1, null, null, 2, null, null, 3), h.read());
        h.delete(1, null, null, 2, null, null, null); // -D of g_1: whole row removed
        assertNull(h.read());
        // the row starts again from the -D's values (Paimon's row becomes the -D's): g_1's sequence stays 2
        h.insert(1, null, null, null, 5, 5, 5);
        assertEquals(row(1, null, null, 2, 5, 5, 5), h.read());
        h.insert(1, 7, 7, 1, null, null, null); // older than the -D for g_1: skipped
        assertEquals(row(1, null, null, 2, 5, 5, 5), h.read());
    }

    @Test
    void aRetractionAfterARemovalRevivesTheRowFromTheRemovingDelete() {
        // fzat_1208 / probe flink-oracle/probes/fuzz27 q09 on Flink 2.0 + Paimon 1.4.2: +I[1, 4, 3, 3, 4, -5],
        // +I[2, 5, null, 3, 4, -5] (Paimon's add clears the delete flag at every record)
        String[] cols = {"k INT", "s1 INT", "a INT", "s3 INT", "c INT", "e INT"};
        for (int k = 1; k <= 2; k++) {
            Harness h = Harness.of(cols, "k", "merge-engine", "partial-update", "fields.s1.sequence-group", "a,e",
                    "fields.e.aggregate-function", "sum", "fields.s3.sequence-group", "c",
                    "partial-update.remove-record-on-sequence-group", "s3");
            h.insert(k, 1, 8, 3, 1, 2);
            h.insert(k, 1, 8, 1, 5, 6);
            h.delete(k, 4, 3, 3, 4, 4);
            assertNull(h.read(), "the -D at s3's sequence removes the row");
            if (k == 1) {
                h.updateBefore(k, 1, 2, 1, null, 9); // older s1 and s3: only the sum is retracted
                assertEquals(row(k, 4, 3, 3, 4, -5), h.read());
            } else {
                h.updateBefore(k, 5, 2, 1, null, 9); // newer s1: group s1's plain column nulled too
                assertEquals(row(k, 5, null, 3, 4, -5), h.read());
            }
        }
    }

    @Test
    void aFirstRecordThatIsARetractionStartsTheRowFromItsValues() {
        // fzpu_1346 / probe flink-oracle/probes/fuzz28 q07 on Flink 2.0 + Paimon 1.4.2: Paimon's add fills its row from
        // a first record that is a retraction, then retracts it; a later add merges onto that row
        String[] cols = {"k INT", "g1 INT", "a INT", "b INT", "g2 INT", "c INT", "e INT"};
        Object[][] retraction = {{null, 6, 66, 5, 10, 5}, {3, 6, 66, 5, 10, 5}, {3, 6, 66, 5, 10, 5}};
        RowKind[] kinds = {RowKind.DELETE, RowKind.DELETE, RowKind.UPDATE_BEFORE};
        Object[][] add = {{null, 8, null, 7, 1, null}, {1, 8, 88, 4, 1, null}, {4, 8, null, 6, 1, 9}};
        Object[][] expected = {
            {null, 6, 66, 7, 1, 5}, // g1 null in both: a, b keep the retraction's values; sum 10 - 10 + 1; e kept
            {3, null, null, 5, 1, 5}, // both groups of the add older: only the sum moves
            {4, 8, null, 6, 1, 9}};
        for (int k = 0; k < 3; k++) {
            Harness h = Harness.of(cols, "k", "merge-engine", "partial-update", "fields.g1.sequence-group", "a,b",
                    "fields.g2.sequence-group", "c", "fields.c.aggregate-function", "sum");
            assertTrue(h.write(kinds[k], withKey(k + 1, retraction[k])), "the retraction is written");
            h.insert(withKey(k + 1, add[k]));
            assertEquals(row(withKey(k + 1, expected[k])), h.read(), "key " + (k + 1));
        }
    }

    /**
     * Without sequence groups ({@code partial-update.remove-record-on-delete}) a -U is skipped (SEMANTICS §3) wherever it
     * comes: first in a merge, after a version, after a removing -D. Paimon 1.4.2 starts its merge from a first -U's
     * values and revives a removed row with the -D's values (probes flink-oracle/probes/pu34/pu34_buffer_rules t3 key
     * 7 reads {@code (7, z2, 7)} there, pu35/pu35_first_retraction): old values coming back, the bug SEMANTICS §11 says
     * not to copy (KnownPaimonDifferencesTest#partialUpdateRemoveRecordOnDeleteUpdateBeforeFirstInCommit).
     */
    @Test
    void withoutGroupsAnUpdateBeforeIsSkippedWhereverItComes() {
        String[] cols = {"k INT", "v STRING", "n INT"};
        Harness h = Harness.of(cols, "k", "merge-engine", "partial-update", "partial-update.remove-record-on-delete", "true");
        assertTrue(h.write(RowKind.UPDATE_BEFORE, 7, "z", 7));
        assertNull(h.read(), "a key of -U only reads as no row");
        h.write(RowKind.UPDATE_AFTER, 7, "z2", null);
        assertEquals(row(7, "z2", null), h.read(), "the first -U's values do not come in");
        h.write(RowKind.UPDATE_BEFORE, 7, "w", 9);
        h.write(RowKind.UPDATE_AFTER, 7, null, null);
        assertEquals(row(7, "z2", null), h.read(), "a later -U is ignored");

        Harness older = Harness.of(cols, "k", "merge-engine", "partial-update", "partial-update.remove-record-on-delete", "true");
        older.insert(2, "x", 5);
        older.write(RowKind.UPDATE_BEFORE, 2, "y", 6);
        older.write(RowKind.UPDATE_AFTER, 2, "z", null);
        assertEquals(row(2, "z", 5), older.read(), "not the first record: the -U is ignored");

        Harness deleted = Harness.of(cols, "k", "merge-engine", "partial-update", "partial-update.remove-record-on-delete", "true");
        deleted.insert(3, "x", 5);
        deleted.delete(3, "y", 6);
        deleted.write(RowKind.UPDATE_BEFORE, 3, "q", 9);
        assertNull(deleted.read(), "a -U after a removing -D does not revive the row");
        deleted.insert(3, "a", null);
        assertEquals(row(3, "a", null), deleted.read(), "the -D emptied the row");
    }

    private static Object[] withKey(int k, Object[] values) {
        Object[] r = new Object[values.length + 1];
        r[0] = k;
        System.arraycopy(values, 0, r, 1, values.length);
        return r;
    }

    @Test
    void removeRecordOnSequenceGroupOverFunctionsThatCannotRetract() {
        // flink-oracle goldens sweep23_fx_pu_remove_*: Paimon 1.4.2 takes the -D at write and decides at the merge
        String[] cols = {"k INT", "s INT", "a INT", "b INT"};
        Harness h = Harness.of(cols, "k", "merge-engine", "partial-update", "fields.s.sequence-group", "a,b",
                "fields.a.aggregate-function", "first_value", "partial-update.remove-record-on-sequence-group", "s");
        h.insert(1, 1, 10, 100);
        assertTrue(h.write(RowKind.DELETE, 1, 2, 99, 99), "the -D is written");
        assertNull(h.read(), "a -D at or above the group's sequence removes the row before reaching first_value");
        h.insert(1, 3, 7, 70);
        assertEquals(row(1, 3, 99, 70), h.read(), "first_value keeps the -D's value it started from");
        h.write(RowKind.DELETE, 1, 2, 1, 1); // below the group's sequence: reaches first_value's retraction
        VarveException e = assertThrows(VarveException.class, h::read);
        assertTrue(e.getMessage().contains("Aggregate function 'first_value' does not support retraction"), e.getMessage());

        // a column with such a function before the group's sequence field is retracted first
        String[] before = {"k INT", "a INT", "s INT", "b INT"};
        Harness g = Harness.of(before, "k", "merge-engine", "partial-update", "fields.s.sequence-group", "a,b",
                "fields.a.aggregate-function", "max", "partial-update.remove-record-on-sequence-group", "s");
        g.insert(1, 10, 1, 100);
        g.write(RowKind.DELETE, 1, 99, 2, 99);
        e = assertThrows(VarveException.class, g::read);
        assertTrue(e.getMessage().contains("Aggregate function 'max' does not support retraction"), e.getMessage());

        // -U stays refused at write (Paimon's merge fails on it); a -D whose group sequence is null changes nothing
        Harness u = Harness.of(cols, "k", "merge-engine", "partial-update", "fields.s.sequence-group", "a,b",
                "fields.a.aggregate-function", "first_value", "partial-update.remove-record-on-sequence-group", "s");
        u.insert(1, 1, 10, 100);
        assertThrows(VarveException.InvalidRecord.class, () -> u.write(RowKind.UPDATE_BEFORE, 1, 2, 99, 99));
        u.write(RowKind.DELETE, 1, null, 99, 99);
        assertEquals(row(1, 1, 10, 100), u.read());
    }

    @Test
    void aDeleteReachingAFunctionThatCannotRetractFailsOnlyWhenItMeetsAnotherRecord() {
        // flink-oracle probes fix25/a01-a20 (fuzz fzpu_0511): without a removing group Paimon 1.4.2 writes the -D; a
        // lone one passes through unmerged (reads as no row), one that meets another record of its key fails
        String[] cols = {"k INT", "g1 INT", "a INT", "g2 INT", "d STRING"};
        String[] opts = {"merge-engine", "partial-update", "fields.g1.sequence-group", "a",
                "fields.g2.sequence-group", "d", "fields.d.aggregate-function", "first_value"};
        assertThrows(VarveException.InvalidRecord.class, () -> Harness.of(cols, "k", opts)
                .write(RowKind.UPDATE_BEFORE, 3, 4, 2, 2, "x"), "a -U stays refused at write");
        for (RowKind retraction : new RowKind[] {RowKind.DELETE}) {
            Harness lone = Harness.of(cols, "k", opts);
            assertTrue(lone.write(retraction, 3, 4, 2, 2, "x"), "a " + retraction + " is written");
            assertNull(lone.read(), "a lone " + retraction + " reads as no row");
            assertEquals(retraction, lone.mergeAll().kind(), "and passes through as written");

            Harness older = Harness.of(cols, "k", opts);
            older.insert(1, 7, null, 3, "x");
            older.write(retraction, 1, 4, 2, 2, "x");
            VarveException e = assertThrows(VarveException.class, older::read);
            assertTrue(e.getMessage().contains("Aggregate function 'first_value' does not support retraction"),
                    e.getMessage());

            Harness newer = Harness.of(cols, "k", opts);
            newer.write(retraction, 1, 4, 2, 2, "x");
            newer.insert(1, 7, null, 3, "x");
            assertThrows(VarveException.class, newer::read, "a lone retraction fails when a newer record comes");
        }
        // a -D whose first_value group has a null sequence does not reach the function
        Harness nullSeq = Harness.of(cols, "k", opts);
        nullSeq.insert(1, 7, null, 3, "x");
        nullSeq.delete(1, 4, 2, null, "y");
        assertEquals(row(1, 7, null, 3, "x"), nullSeq.read());

        // with the lookup producer every record is merged, a lone one too (Paimon fails the INSERT: probes a09, a10)
        String[] lookup = java.util.Arrays.copyOf(opts, opts.length + 2);
        lookup[opts.length] = "changelog-producer";
        lookup[opts.length + 1] = "lookup";
        Harness l = Harness.of(cols, "k", lookup);
        l.delete(3, 4, 2, 2, "x");
        assertThrows(VarveException.class, l::read);
    }

    @Test
    void aLoneRemovingDeleteSeedsFirstValueUnstarted() {
        // golden sweep23_fx_pu_remove_lone_delete: Paimon's first_value has not started when the key's merge begins
        // with the removing -D, so an older add keeps the -D's value and the next newer one is then ignored
        String[] cols = {"k INT", "s INT", "a INT", "b INT"};
        String[] opts = {"merge-engine", "partial-update", "fields.s.sequence-group", "a,b",
                "fields.a.aggregate-function", "first_value", "partial-update.remove-record-on-sequence-group", "s"};
        Harness h = Harness.of(cols, "k", opts);
        h.delete(1, 2, 99, 99);
        h.insert(1, 1, 10, 100);
        assertEquals(row(1, 2, 99, 99), h.read());
        h.insert(1, 3, 11, 111);
        assertEquals(row(1, 3, 99, 111), h.read());
        Harness m = Harness.of(cols, "k", "merge-engine", "partial-update", "fields.s.sequence-group", "a,b",
                "fields.a.aggregate-function", "sum", "fields.b.aggregate-function", "first_value",
                "partial-update.remove-record-on-sequence-group", "s");
        m.delete(1, 2, 5, 50);
        m.insert(1, 3, 7, 70);
        assertEquals(row(1, 3, 12, 70), m.read()); // the merge of Paimon's lookup compaction in probe k01
        // a newer add right after the lone -D replaces first_value's value
        Harness n = Harness.of(cols, "k", opts);
        n.delete(1, 2, 99, 99);
        n.insert(1, 3, 11, 111);
        assertEquals(row(1, 3, 11, 111), n.read());
    }

    @Test
    void sumStartsFromTheRemovingDelete() {
        Harness h = Harness.of(new String[] {"k INT", "s INT", "a INT", "b INT"}, "k", "merge-engine", "partial-update",
                "fields.s.sequence-group", "a,b", "fields.a.aggregate-function", "sum",
                "partial-update.remove-record-on-sequence-group", "s");
        h.insert(1, 1, 10, 100);
        h.delete(1, 2, 5, 50);
        h.insert(1, 3, 7, 70);
        assertEquals(row(1, 3, 12, 70), h.read()); // golden sweep23_fx_pu_remove_sum_after_removal
    }

    @Test
    void ignoreDeleteDropsRetractions() {
        for (String key : new String[] {"ignore-delete", "partial-update.ignore-delete"}) {
            Harness h = Harness.of(new String[] {"k INT", "a STRING"}, "k", "merge-engine", "partial-update", key, "true");
            h.insert(1, "x");
            assertFalse(h.write(RowKind.DELETE, 1, "x"));
            assertFalse(h.write(RowKind.UPDATE_BEFORE, 1, "x"));
            assertEquals(row(1, "x"), h.read());
            assertTrue(h.engine.preMergeSafe());
        }
    }

    @Test
    void sequenceFieldOrdersLateRecords() {
        Harness h = Harness.of(new String[] {"k INT", "ts BIGINT", "a STRING", "b STRING"}, "k",
                "merge-engine", "partial-update", "sequence.field", "ts");
        h.insert(1, 2L, "A", null).insert(1, 1L, "X", "Y"); // late: loses a, fills b
        assertEquals(row(1, 2L, "A", "Y"), h.read());
    }

    @Test
    void premergeFlags() {
        // a merge whose first record is a retraction starts from its values (fzpu_1346): a run pre-merged from a
        // retraction differs from one merge, so groups holding a retraction are merged only at the bottom
        assertFalse(Harness.of(GROUPS, "k", "merge-engine", "partial-update",
                "fields.g_1.sequence-group", "a,b").engine.preMergeSafe());
        assertTrue(Harness.of(GROUPS, "k", "merge-engine", "partial-update",
                "fields.g_1.sequence-group", "a,b").engine.associative());
        assertFalse(Harness.of(new String[] {"k INT", "g INT", "s BIGINT"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "s", "fields.s.aggregate-function", "sum").engine.preMergeSafe());
        assertTrue(Harness.of(new String[] {"k INT", "g INT", "s BIGINT"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "s", "fields.s.aggregate-function", "sum").engine.associative());
        assertFalse(Harness.of(new String[] {"k INT", "ts BIGINT", "a STRING"}, "k", "merge-engine", "partial-update",
                "sequence.field", "ts").engine.associative());
    }

    @Test
    void anOlderGroupRecordIsCollectedLastAsInPaimon() {
        // Paimon 1.4.2's collect does not reverse an out-of-order merge (kernel-golden/sweep11_pu_group_agg)
        Harness h = Harness.of(new String[] {"k INT", "g INT", "c ARRAY<STRING>"}, "k", "merge-engine", "partial-update",
                "fields.g.sequence-group", "c", "fields.c.aggregate-function", "collect");
        h.insert(1, 1, java.util.List.of("x")).insert(1, 3, java.util.List.of("y")).insert(1, 2, java.util.List.of("z"));
        assertEquals(java.util.List.of("x", "y", "z"), h.read().getField(2));
        assertEquals(3, h.read().getField(1), "the group's sequence stays the newest");
    }
}
