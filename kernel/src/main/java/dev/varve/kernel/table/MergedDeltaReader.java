package dev.varve.kernel.table;

import dev.varve.merge.KeyValueSource;
import dev.varve.merge.MergeFunction;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.GenericRow;
import dev.varve.row.InternalRow;
import dev.varve.row.KeyValue;
import dev.varve.row.RowKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

/**
 * The changes a streaming reader of a primary-key table with {@code changelog-producer = none}
 * gets from one snapshot (SEMANTICS §5): the snapshot's newly written data files, bucket by
 * bucket, merged per key as a write buffer merges one commit (as Apache Paimon 1.4.2 streams
 * them): a key's only record as written, with its own row kind; several records through the
 * table's merge function, whose result keeps its kind (a deduplicate {@code -D} stays {@code -D},
 * an aggregate is {@code +I}; a removal, e.g. by {@code aggregation.remove-record-on-delete}, is
 * the {@code -D} as written); a key all of whose records an input filter drops gives nothing.
 * Keys in key order within a bucket. Not thread-safe; a row is valid until the next {@link #next()}.
 */
final class MergedDeltaReader extends LookaheadReader {
    private final TableContext ctx;
    private final Iterator<BucketFiles> buckets;
    private final MergeFunction merge;
    private SortMergeReader reader;

    MergedDeltaReader(TableContext ctx, List<BucketFiles> buckets) {
        this.ctx = ctx;
        this.buckets = buckets.iterator();
        this.merge = ctx.mergeEngine.mergeFunctionFactory().create();
    }

    @Override
    protected InternalRow advance() throws IOException {
        while (true) {
            if (reader != null) {
                if (reader.nextGroup()) {
                    List<KeyValue> group = reader.group();
                    KeyValue kv;
                    if (group.size() == 1) {
                        kv = group.get(0);
                    } else {
                        merge.reset();
                        for (KeyValue v : group) {
                            merge.add(v);
                        }
                        kv = merge.getResult();
                        KeyValue last = group.get(group.size() - 1);
                        if (kv != null && kv.kind() == RowKind.DELETE && last.kind() == RowKind.DELETE) {
                            kv = last; // a removal streams as the delete written, not the emptied row
                        }
                    }
                    if (kv != null) {
                        return withKind(kv);
                    }
                    continue;
                }
                reader.close();
                reader = null;
            }
            if (!buckets.hasNext()) {
                return null;
            }
            BucketFiles b = buckets.next();
            List<DataFileMeta> files = new ArrayList<>(b.files);
            files.sort(Comparator.comparingLong(DataFileMeta::minSequence));
            List<KeyValueSource> sources = new ArrayList<>();
            for (DataFileMeta f : files) {
                sources.add(RunSources.forFile(ctx, b.partition, b.bucket, f));
            }
            reader = new SortMergeReader(sources);
        }
    }

    private static InternalRow withKind(KeyValue kv) {
        InternalRow v = kv.value();
        if (v.getRowKind() == kv.kind()) {
            return v;
        }
        GenericRow r = GenericRow.copyOf(v);
        r.setRowKind(kv.kind());
        return r;
    }

    @Override
    public void close() {
        if (reader != null) {
            try {
                reader.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                reader = null;
            }
        }
    }
}
