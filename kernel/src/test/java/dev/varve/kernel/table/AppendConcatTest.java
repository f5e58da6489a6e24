package dev.varve.kernel.table;

import dev.varve.format.LocalFileIO;
import dev.varve.format.run.ColumnStats;
import dev.varve.format.run.RunCursor;
import dev.varve.format.run.RunReader;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.DataFileInfo;
import dev.varve.kernel.Identifier;
import dev.varve.kernel.SchemaChange;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.row.DataType;
import dev.varve.row.RowType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Append compaction ({@link AppendBucketWriter}): small files of the current schema are
 * concatenated page by page ({@link AppendConcat}), files of older schemas are rewritten; either
 * way the bucket's rows stay complete and in write order, and each compacted file's footer
 * (row count, sequence range, column statistics) describes exactly its rows.
 */
class AppendConcatTest {
    @TempDir
    Path dir;

    private static final int COMMITS = 24;
    private static final int ROWS = 50;

    @Test
    void compactedFilesHoldTheirSourcesRowsInOrderWithExactStatistics() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "a", schema("id BIGINT", "v DOUBLE", "s STRING")
                    .option("bucket", "-1")
                    .option("target-file-size", "16 kb")
                    .option("compaction.min.file-num", "3")
                    .option("compaction.max.file-num", "6").build());
            writeCommits(t, 0, COMMITS, false);
            assertCompactedAndExact(t, COMMITS * ROWS);
        }
    }

    @Test
    void filesOfAnOlderSchemaAreRewrittenAndReadWithTheNewColumn() throws Exception {
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table t = create(c, "b", schema("id BIGINT", "v DOUBLE", "s STRING")
                    .option("bucket", "-1")
                    .option("target-file-size", "16 kb")
                    .option("compaction.min.file-num", "3")
                    .option("compaction.max.file-num", "6").build());
            writeCommits(t, 0, 2, false);
            c.alterTable(Identifier.of("default", "b"), List.of(SchemaChange.addColumn("extra", DataType.intType(), null)), false);
            Table t2 = c.getTable(Identifier.of("default", "b"));
            writeCommits(t2, 2, COMMITS, true);
            assertCompactedAndExact(t2, COMMITS * ROWS);
            // the two files of the old schema were compacted (rewritten) with newer ones
            for (DataFileInfo f : t2.files(null)) {
                assertEquals(t2.schemaId(), f.schemaId, f.filePath);
            }
            // rows of the old schema read with a null in the new column
            List<String> rows = TableTestSupport.read(t2);
            assertEquals(COMMITS * ROWS, rows.size());
            assertTrue(rows.contains("+I[1, 1.0, s1, null]"), rows.get(0));
            assertTrue(rows.contains("+I[150, 49.0, s150, 150]"), "a row of the new schema");
        }
    }

    private static void writeCommits(Table t, int from, int to, boolean extra) {
        try (TableWriter w = t.newWriter("u")) {
            for (int commit = from; commit < to; commit++) {
                for (int i = 0; i < ROWS; i++) {
                    long id = (long) commit * ROWS + i;
                    Object v = id % 7 == 0 ? null : (Object) (double) (id % 101);
                    String s = "s" + id;
                    w.write(extra ? ins(id, v, s, (int) id) : ins(id, v, s));
                }
                w.commit(commit);
            }
        }
    }

    private static void assertCompactedAndExact(Table t, long total) throws Exception {
        // compaction ran: some file of a snapshot is gone from a later one
        boolean compacted = false;
        Set<String> previous = Set.of();
        for (var s : t.snapshots()) {
            Set<String> files = new HashSet<>();
            for (DataFileInfo f : t.files(s.snapshotId)) {
                files.add(f.filePath);
            }
            if (!files.containsAll(previous)) {
                compacted = true;
            }
            previous = files;
        }
        assertTrue(compacted, "compaction never ran");
        // every live file: rows in write order (ids rise with the sequence), footer exact
        List<DataFileInfo> live = new ArrayList<>(t.files(null));
        live.sort((a, b) -> Long.compare(a.minSequenceNumber, b.minSequenceNumber));
        long next = 0;
        LocalFileIO io = new LocalFileIO();
        boolean sawBig = false;
        for (DataFileInfo f : live) {
            RowType fileType = t.schemas().stream().filter(s -> s.schemaId == f.schemaId).findFirst().orElseThrow().rowType;
            try (RunReader r = RunReader.open(io, f.filePath, fileType); RunCursor cur = r.cursor(null, null, null)) {
                assertEquals(f.recordCount, r.meta().getRowCount(), f.filePath);
                sawBig |= f.recordCount > ROWS;
                long nulls = 0;
                double min = Double.POSITIVE_INFINITY;
                double max = Double.NEGATIVE_INFINITY;
                String smin = null;
                String smax = null;
                long minSeq = Long.MAX_VALUE;
                long maxSeq = Long.MIN_VALUE;
                while (cur.next()) {
                    assertEquals(next, cur.value().getLong(0), "row order in " + f.filePath);
                    next++;
                    minSeq = Math.min(minSeq, cur.sequence());
                    maxSeq = Math.max(maxSeq, cur.sequence());
                    if (cur.value().isNullAt(1)) {
                        nulls++;
                    } else {
                        min = Math.min(min, cur.value().getDouble(1));
                        max = Math.max(max, cur.value().getDouble(1));
                    }
                    String s = cur.value().getString(2);
                    smin = smin == null || s.compareTo(smin) < 0 ? s : smin;
                    smax = smax == null || s.compareTo(smax) > 0 ? s : smax;
                }
                assertEquals(f.minSequenceNumber, minSeq, f.filePath);
                assertEquals(f.maxSequenceNumber, maxSeq, f.filePath);
                ColumnStats v = r.meta().getColumnStats().get(1);
                assertEquals(nulls, v.getNullCount(), f.filePath);
                assertEquals(min, v.getMin(), f.filePath);
                assertEquals(max, v.getMax(), f.filePath);
                ColumnStats s = r.meta().getColumnStats().get(2);
                assertEquals(smin, s.getMin(), f.filePath);
                assertEquals(smax, s.getMax(), f.filePath);
            }
        }
        assertEquals(total, next);
        assertTrue(sawBig, "no file holds more than one commit's rows");
        assertFalse(live.isEmpty());
    }
}
