package dev.varve.kernel.table;

import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.keyValueTable;
import static dev.varve.kernel.table.TableTestSupport.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.RecordReader;
import dev.varve.kernel.Table;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The row kinds of a full read as Paimon 1.4.2's split read gives them ({@link BucketRecordReader#rawConvertible},
 * {@code BatchScan.readWithSplitKinds}): a raw-convertible bucket's rows are +I, a merged bucket's rows keep the
 * merged record's kind; and which full reads of a stream scan use them (goldens {@code sweep17_rk_*}, checked on Flink).
 */
class SplitKindsTest {
    @TempDir
    Path dir;

    private static final byte[] K = {0};

    private static DataFileMeta file(int level, long retracts) {
        return new DataFileMeta("f-" + level + "-" + retracts + ".parquet", DataFileMeta.Kind.DATA, 100, 10, retracts,
                K, K, 0, 9, 0, level, 0L);
    }

    private TableContext ctx(String name, String... options) {
        return ((FileStoreTable) keyValueTable(dir.resolve(name), name, options)).context();
    }

    @Test
    void rawConvertiblePredicate() {
        TableContext plain = ctx("plain");
        // one file without retractions: raw at any level (Paimon: a split of one file)
        assertTrue(BucketRecordReader.rawConvertible(plain, List.of(file(0, 0))));
        assertTrue(BucketRecordReader.rawConvertible(plain, List.of(file(5, 0))));
        assertFalse(BucketRecordReader.rawConvertible(plain, List.of(file(5, 1))), "a -U/-D row forces the merge");
        // several files: all above level 0, no retractions, one level
        assertTrue(BucketRecordReader.rawConvertible(plain, List.of(file(3, 0), file(3, 0))));
        assertFalse(BucketRecordReader.rawConvertible(plain, List.of(file(3, 0), file(5, 0))), "two levels");
        assertFalse(BucketRecordReader.rawConvertible(plain, List.of(file(0, 0), file(5, 0))), "a level-0 file");
        assertFalse(BucketRecordReader.rawConvertible(plain, List.of(file(0, 0), file(0, 0))));
        assertFalse(BucketRecordReader.rawConvertible(plain, List.of(file(5, 0), file(5, 2))));
        // deletion vectors or first-row: any levels above 0
        TableContext dv = ctx("dv", "deletion-vectors.enabled", "true");
        assertTrue(BucketRecordReader.rawConvertible(dv, List.of(file(3, 0), file(5, 0))));
        assertFalse(BucketRecordReader.rawConvertible(dv, List.of(file(0, 0), file(5, 0))));
        assertFalse(BucketRecordReader.rawConvertible(dv, List.of(file(3, 1), file(5, 0))));
        TableContext firstRow = ctx("fr", "merge-engine", "first-row");
        assertTrue(BucketRecordReader.rawConvertible(firstRow, List.of(file(3, 0), file(5, 0))));
    }

    private static List<String> read(Table t, boolean splitKinds) {
        return TableTestSupport.read(t, splitKinds ? dev.varve.kernel.BatchScan::readWithSplitKinds : dev.varve.kernel.BatchScan::read);
    }

    @Test
    void oneFileReadsRawMergedFilesKeepKinds() {
        Table t = keyValueTable(dir, "t", "changelog-producer", "input");
        // one commit: one level-0 file without retractions, read raw although it stores a +U
        commit(t, row(RowKind.UPDATE_AFTER, 1, 10L), ins(2, 20L));
        assertEquals(List.of("+I[1, 10]", "+I[2, 20]"), read(t, true));
        assertEquals(List.of("+I[1, 10]", "+I[2, 20]"), TableTestSupport.stream(t));
        // a second file: merged, the +U stays; a key whose last write is +I stays +I
        commit(t, row(RowKind.UPDATE_AFTER, 2, 21L), ins(3, 30L));
        assertEquals(List.of("+I[3, 30]", "+U[1, 10]", "+U[2, 21]"), read(t, true));
        assertEquals(List.of("+I[1, 10]", "+I[2, 21]", "+I[3, 30]"), read(t, false), "a batch read is +I");
        List<String> initial = TableTestSupport.stream(t);
        Collections.sort(initial);
        assertEquals(List.of("+I[3, 30]", "+U[1, 10]", "+U[2, 21]"), initial);
        // $audit_log keeps stored kinds on a raw-convertible bucket too
        Table one = keyValueTable(dir.resolve("one"), "one", "changelog-producer", "input");
        commit(one, row(RowKind.UPDATE_AFTER, 1, 10L));
        assertEquals(List.of("+U[1, 10]"), TableTestSupport.read(one, true));
    }

    @Test
    void oneFileWithARetractionIsMerged() {
        Table t = keyValueTable(dir, "t", "changelog-producer", "input");
        commit(t, row(RowKind.UPDATE_AFTER, 1, 10L), ins(2, 20L), row(RowKind.DELETE, 3, 30L));
        assertEquals(List.of("+I[2, 20]", "+U[1, 10]"), read(t, true), "the delete is dropped, the +U kept");
    }

    @Test
    void withoutProducerTheStreamNormalizesUnlessBoundedOrRemoveNormalize() {
        Table t = keyValueTable(dir, "t");
        commit(t, row(RowKind.UPDATE_AFTER, 1, 10L));
        commit(t, row(RowKind.UPDATE_AFTER, 2, 20L));
        assertEquals(List.of("+I[1, 10]", "+I[2, 20]"), TableTestSupport.stream(t), "ChangelogNormalize: first rows +I");
        assertEquals(List.of("+U[1, 10]", "+U[2, 20]"),
                TableTestSupport.stream(t.copy(Map.of("scan.remove-normalize", "true"))));
        assertEquals(List.of("+U[1, 10]", "+U[2, 20]"), TableTestSupport.stream(t.copy(Map.of("scan.bounded", "true"))));
    }

    @Test
    void bucketsDecideOneByOne() {
        Table t = keyValueTable(dir, "t", "bucket", "4", "changelog-producer", "input");
        List<dev.varve.row.GenericRow> rows = new ArrayList<>();
        for (int k = 1; k <= 8; k++) {
            rows.add(row(RowKind.UPDATE_AFTER, k, (long) k));
        }
        commit(t, rows.toArray(new dev.varve.row.GenericRow[0]));
        commit(t, row(RowKind.UPDATE_AFTER, 1, 100L));
        TableContext c = ((FileStoreTable) t).context();
        // the bucket of key 1 holds two files (merged: its keys +U), the others one (raw: +I)
        List<String> expected = new ArrayList<>();
        for (BucketFiles b : new BatchScanImpl(c).plan()) {
            boolean raw = b.files.size() == 1;
            try (RecordReader r = new BucketRecordReader(c, List.of(b), BucketRecordReader.Mode.MERGED,
                    BucketRecordReader.Kinds.INSERT, null, null, ScanFilter.KeyRange.ALL)) {
                while (r.hasNext()) {
                    String s = ValueFormatter.formatRow(r.next(), t.rowType());
                    expected.add(raw ? s : "+U" + s.substring(2));
                }
            }
        }
        Collections.sort(expected);
        assertTrue(expected.contains("+U[1, 100]"), expected.toString());
        assertTrue(expected.stream().anyMatch(s -> s.startsWith("+I")), expected.toString());
        assertEquals(expected, read(t, true));
    }
}
