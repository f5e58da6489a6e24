package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.kernel.VarveException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Record-level expiration ({@code record-level.expire-time}) as observed on Flink 2.0 + Paimon 1.4.2
 * (goldens {@code sweep15_exp_rl_*}): reads keep expired versions until a compaction rewrites their
 * file; each version is judged before the merge; the time field's types.
 */
class RecordExpiryTest {
    /** Far in the past / future: the results do not depend on when the test runs. */
    private static final int OLD = 0;
    private static final int NEW = 2_000_000_000;

    @TempDir
    Path dir;

    private Table table(Catalog c, String name, String timeType, String... options) {
        var b = schema("k INT", "v STRING", "ts " + timeType).primaryKey("k").option("bucket", "1")
                .option("record-level.expire-time", "1 d").option("record-level.time-field", "ts");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        return create(c, name, b.build());
    }

    @Test
    void compactionDropsExpiredVersionsReadsDoNot() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "t", "INT");
            commit(t, ins(1, "old", OLD), ins(2, "new", NEW), ins(3, "nul", null));
            assertEquals(List.of("+I[1, old, 0]", "+I[2, new, 2000000000]", "+I[3, nul, null]"), read(t));
            long s = t.compact(Map.of());
            assertEquals(2, s, "a lone level-0 file holding an expired version is rewritten (not upgraded)");
            assertEquals("COMPACT", t.latestSnapshot().commitKind);
            assertEquals(2, t.latestSnapshot().totalRecordCount);
            assertEquals(List.of("+I[2, new, 2000000000]", "+I[3, nul, null]"), read(t), "a null time never expires");
            assertEquals(-1, t.compact(Map.of()), "a lone maximum-level file without expired versions stays");
            commit(t, ins(4, "old2", 5));
            t.compact(Map.of());
            assertEquals(List.of("+I[2, new, 2000000000]", "+I[3, nul, null]"), read(t));
        }
    }

    @Test
    void eachVersionIsJudgedBeforeTheMerge() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "t", "INT");
            commit(t, ins(1, "fresh", NEW), ins(2, "fresh", NEW));
            commit(t, ins(1, "stale", OLD), ins(3, "stale", OLD));
            assertEquals(List.of("+I[1, stale, 0]", "+I[2, fresh, 2000000000]", "+I[3, stale, 0]"), read(t));
            t.compact(Map.of());
            assertEquals(List.of("+I[1, fresh, 2000000000]", "+I[2, fresh, 2000000000]"), read(t),
                    "the expired newest version of key 1 goes, its older unexpired one comes back (as Paimon)");
        }
    }

    @Test
    void writerCompactionExpiresToo() {
        try (Catalog c = catalog(dir)) {
            // the full-compaction producer's writer compacts fully at a batch commit
            Table t = table(c, "t", "INT", "changelog-producer", "full-compaction");
            try (TableWriter w = t.newWriter("u")) {
                w.write(ins(1, "old", OLD));
                w.write(ins(2, "new", NEW));
                w.commit(Long.MAX_VALUE);
            }
            assertEquals(List.of("+I[2, new, 2000000000]"), read(t));
        }
    }

    @Test
    void lookupProducerDropsExpiredVersionsAtTheCommit() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "t", "INT", "changelog-producer", "lookup");
            commit(t, ins(1, "a", OLD), ins(2, "b", NEW));
            assertEquals(List.of("+I[2, b, 2000000000]"), read(t), "Paimon's lookup writer compacts the new file at once");
            commit(t, ins(2, "c", 5), ins(3, "d", NEW));
            assertEquals(List.of("+I[2, b, 2000000000]", "+I[3, d, 2000000000]"), read(t));
            assertEquals(List.of("+I[2, b, 2000000000]", "+I[3, d, 2000000000]"),
                    TableTestSupport.stream(t.copy(Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"))),
                    "the changelog never shows the expired versions");
        }
    }

    @Test
    void timeFieldTypes() {
        try (Catalog c = catalog(dir)) {
            Table big = table(c, "big", "BIGINT");
            commit(big, ins(1, "s", 1000L), ins(2, "s", (long) NEW), ins(3, "ms", 1_000_000_000_000L), ins(4, "ms", 4_102_444_800_000L));
            big.compact(Map.of());
            assertEquals(List.of("+I[2, s, 2000000000]", "+I[4, ms, 4102444800000]"), read(big),
                    "BIGINT: seconds below 10^12, milliseconds from there");
            Table ts = table(c, "ts", "TIMESTAMP(3)");
            commit(ts, ins(1, "a", LocalDateTime.of(2000, 1, 1, 0, 0)), ins(2, "b", LocalDateTime.of(2999, 1, 1, 0, 0)));
            ts.compact(Map.of());
            assertEquals(List.of("+I[2, b, 2999-01-01T00:00]"), read(ts));
            Table ltz = table(c, "ltz", "TIMESTAMP_LTZ(3)");
            commit(ltz, ins(1, "a", Instant.parse("2000-01-01T00:00:00Z")), ins(2, "b", Instant.parse("2999-01-01T00:00:00Z")));
            ltz.compact(Map.of());
            assertEquals(1, read(ltz).size());
            assertTrue(read(ltz).get(0).startsWith("+I[2, b"), read(ltz).toString());
        }
    }

    @Test
    void optionsAreCheckedAtCreate() {
        try (Catalog c = catalog(dir)) {
            VarveException e = assertThrows(VarveException.class, () -> table(c, "s", "STRING"));
            assertTrue(e.getMessage().contains("INT, BIGINT, or TIMESTAMP"), e.getMessage());
            e = assertThrows(VarveException.class, () -> create(c, "nofield", schema("k INT", "ts INT").primaryKey("k")
                    .option("record-level.expire-time", "1 d").build()));
            assertTrue(e.getMessage().contains("record-level.time-field"), e.getMessage());
            e = assertThrows(VarveException.class, () -> create(c, "missing", schema("k INT", "ts INT").primaryKey("k")
                    .option("record-level.expire-time", "1 d").option("record-level.time-field", "tss").build()));
            assertTrue(e.getMessage().contains("no column 'tss'"), e.getMessage());
        }
    }

    @Test
    void appendTablesAreNotExpired() {
        try (Catalog c = catalog(dir)) {
            Table t = create(c, "t", schema("k INT", "ts INT").option("bucket", "1").option("bucket-key", "k")
                    .option("record-level.expire-time", "1 d").option("record-level.time-field", "ts").build());
            commit(t, ins(1, OLD), ins(2, NEW));
            commit(t, ins(3, OLD));
            commit(t, ins(4, OLD));
            t.compact(Map.of());
            assertEquals(List.of("+I[1, 0]", "+I[2, 2000000000]", "+I[3, 0]", "+I[4, 0]"), read(t));
        }
    }
}
