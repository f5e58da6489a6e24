package dev.varve.kernel.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Schema;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableWriter;
import dev.varve.merge.KeyValueSource;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The streaming read of a primary-key table's changelog files: a bucket whose files of a snapshot
 * hold disjoint key ranges is read file after file ({@link BucketRecordReader}'s chain), else
 * through a sort merge. On random commits (lookup and input changelog producers, small write
 * buffers so a commit of the input producer flushes several overlapping files), every bucket of every snapshot reads the
 * same changes, in the same order, as a sort merge of its files (the general path), and both paths
 * are taken. The stream scan's batches read the same changes too. Seeded (-Dseed=N).
 */
class ChangelogChainReadTest {
    private static final long SEED = Long.getLong("seed", 20261201L);

    @TempDir
    Path dir;

    @Test
    void lookupProducer() {
        check("lookup", SEED, false); // one lookup compaction writes key-disjoint changelog files
    }

    @Test
    void inputProducer() {
        check("input", SEED + 1, true); // flushes of one commit overlap
    }

    private void check(String producer, long seed, boolean overlapping) {
        SplittableRandom r = new SplittableRandom(seed);
        Schema schema = TableTestSupport.schema("k INT", "v BIGINT", "s STRING")
                .primaryKey("k").option("bucket", "2")
                .option("changelog-producer", producer)
                .option("write-buffer-size", "1 mb")
                .option("target-file-size", "64 kb")
                .build();
        int chained = 0;
        int merged = 0;
        try (Catalog c = TableTestSupport.catalog(dir)) {
            Table table = TableTestSupport.create(c, "t_" + producer, schema);
            for (int commit = 1; commit <= 8; commit++) {
                try (TableWriter w = table.newWriter("u")) {
                    int rows = r.nextInt(4) == 0 ? 60_000 : 200 + r.nextInt(3000);
                    for (int i = 0; i < rows; i++) {
                        int k = r.nextInt(40_000);
                        RowKind kind = r.nextInt(10) == 0 ? RowKind.DELETE : RowKind.INSERT;
                        w.write(GenericRow.ofKind(kind, k, (long) r.nextInt(1000),
                                r.nextInt(8) == 0 ? null : "s" + k + "-" + commit + "-" + "y".repeat(r.nextInt(20))));
                    }
                    w.commit(commit);
                }
            }
            TableContext ctx = ((FileStoreTable) table).context();
            List<String> allViaStream = new ArrayList<>();
            List<String> allViaMerge = new ArrayList<>();
            for (long id = 1; id <= ctx.store.latestId(); id++) {
                Snapshot s = ctx.store.snapshotOrChangelog(id);
                for (BucketFiles b : BucketFiles.group(ctx.store.changelogEntries(s), DataFileMeta.Kind.CHANGELOG, true)) {
                    List<DataFileMeta> byKey = new ArrayList<>(b.files);
                    byKey.sort((x, y) -> java.util.Arrays.compareUnsigned(x.minKey(), y.minKey()));
                    if (BucketRecordReader.disjointKeys(byKey)) {
                        chained++;
                    } else {
                        merged++;
                    }
                    String msg = "seed " + seed + " snapshot " + id + " bucket " + b.bucket + " files " + b.files.size();
                    List<String> want = viaSortMerge(ctx, b);
                    assertEquals(want, viaReader(ctx, b), msg);
                    allViaMerge.addAll(want);
                }
            }
            for (InternalRow row : streamAll(table)) {
                allViaStream.add(ValueFormatter.formatRow(row, table.rowType()));
            }
            assertEquals(allViaMerge, allViaStream, "seed " + seed + ": the stream scan's changes");
        }
        assertTrue(chained > 0 && (merged > 0 || !overlapping),
                producer + ": the paths are taken (chained " + chained + ", merged " + merged + ")");
    }

    private static List<InternalRow> streamAll(Table table) {
        List<InternalRow> out = new ArrayList<>();
        Table from1 = table.copy(java.util.Map.of("scan.mode", "from-snapshot", "scan.snapshot-id", "1"));
        try (dev.varve.kernel.StreamScan s = from1.newStreamScan()) {
            for (List<InternalRow> batch = s.poll(); batch != null; batch = s.poll()) {
                out.addAll(batch); // elements stay valid after later polls
            }
        }
        return out;
    }

    private static List<String> viaReader(TableContext ctx, BucketFiles b) {
        List<String> out = new ArrayList<>();
        try (BucketRecordReader r = new BucketRecordReader(ctx, List.of(b), BucketRecordReader.Mode.ALL, true, null)) {
            while (r.hasNext()) {
                out.add(ValueFormatter.formatRow(r.next(), ctx.rowType));
            }
        }
        return out;
    }

    /** The general path: a sort merge of the bucket's files, oldest first. */
    private static List<String> viaSortMerge(TableContext ctx, BucketFiles b) {
        List<DataFileMeta> files = new ArrayList<>(b.files);
        files.sort(Comparator.comparingLong(DataFileMeta::minSequence));
        List<KeyValueSource> sources = new ArrayList<>();
        for (DataFileMeta f : files) {
            sources.add(RunSources.forFile(ctx, b.partition, b.bucket, f));
        }
        List<String> out = new ArrayList<>();
        try (SortMergeReader m = new SortMergeReader(sources)) {
            while (m.nextGroup()) {
                for (KeyValue kv : m.group()) {
                    out.add(ValueFormatter.formatRow(kv.kind(), kv.value(), ctx.rowType));
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out;
    }
}
