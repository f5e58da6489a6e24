package dev.varve.kernel.mergeengine;

import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.varve.kernel.mergeengine.Harness.row;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** deduplicate and first-row details: result kinds and sequences, copies, filters at merge time. */
class DeduplicateFirstRowTest {
    private static final String[] T = {"k INT", "v BYTES", "l ARRAY<STRING>"};

    @Test
    void loneUpdateBeforeDeletesTheKey() {
        Harness h = Harness.of(T, "k").insert(1, new byte[] {1}, List.of("a")).updateBefore(1, new byte[] {1}, List.of("a"));
        assertNull(h.read());
        assertEquals(RowKind.UPDATE_BEFORE, h.mergeAll().kind());
    }

    @Test
    void keepsCopiesOfValuesAndKey() {
        Harness h = Harness.of(T, "k").insert(1, new byte[] {1, 2}, List.of("x", "y"));
        KeyValue r = h.mergeAll(); // the harness scribbles over its inputs after each add
        assertArrayEquals(Harness.KEY, r.key());
        assertArrayEquals(new byte[] {1, 2}, (byte[]) r.value().getField(1));
        assertEquals(List.of("x", "y"), r.value().getField(2));
        Harness f = Harness.of(T, "k", "merge-engine", "first-row").insert(1, new byte[] {3}, List.of("z"))
                .insert(1, new byte[] {4}, List.of());
        assertArrayEquals(new byte[] {3}, (byte[]) f.mergeAll().value().getField(1));
    }

    @Test
    void retractionsWrittenBeforeIgnoreDeleteAreSkippedAtMerge() {
        // versions stored while the option was off, read after ALTER ... SET ('ignore-delete' = 'true')
        Harness dedup = Harness.of(new String[] {"k INT", "v STRING"}, "k", "ignore-delete", "true");
        dedup.versions.add(new KeyValue(Harness.KEY, 1, RowKind.INSERT, row(1, "a")));
        dedup.versions.add(new KeyValue(Harness.KEY, 2, RowKind.DELETE, row(1, "a")));
        assertEquals(row(1, "a"), dedup.read());

        Harness onlyRetractions = Harness.of(new String[] {"k INT", "v STRING"}, "k", "ignore-delete", "true");
        onlyRetractions.versions.add(new KeyValue(Harness.KEY, 2, RowKind.DELETE, row(1, "a")));
        assertNull(onlyRetractions.mergeAll(), "nothing left: the group contributes nothing");

        Harness first = Harness.of(new String[] {"k INT", "v STRING"}, "k", "merge-engine", "first-row");
        first.versions.add(new KeyValue(Harness.KEY, 1, RowKind.DELETE, row(1, "x")));
        first.insert(1, "a").insert(1, "b");
        assertEquals(row(1, "a"), first.read());
    }

    @Test
    void firstRowFlags() {
        MergeEngine e = Harness.of(new String[] {"k INT", "v STRING"}, "k", "merge-engine", "first-row").engine;
        assertTrue(e.isFirstRow());
        assertTrue(e.associative());
        assertTrue(e.preMergeSafe());
        assertEquals(MergeEngineKind.FIRST_ROW, e.kind());
    }
}
