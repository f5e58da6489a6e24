package dev.varve.kernel.table;

import dev.varve.merge.KeyValueSource;
import dev.varve.merge.MergeFunction;
import dev.varve.merge.SortMergeReader;
import dev.varve.row.KeyValue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The merged view of one bucket: a loser-tree merge of its sorted runs, each key's versions
 * merged by the table's merge function; keys whose merge result is a retraction (or nothing)
 * are skipped. {@link #next()} returns a KeyValue valid until the following call.
 */
final class MergedBucketReader implements AutoCloseable {
    private final SortMergeReader merge;
    private final MergeFunction mf;
    /**
     * Deduplicate without sequence.field or input filters: a key's last version in merge order is
     * its row, handed out as is (no merge-function copy).
     */
    private final boolean latestWins;

    MergedBucketReader(TableContext ctx, List<KeyValueSource> sourcesOldestFirst) {
        this.merge = new SortMergeReader(sourcesOldestFirst);
        this.mf = ctx.mergeEngine.mergeFunctionFactory().create();
        this.latestWins = ctx.mergeEngine.latestVersionWins();
    }

    KeyValue next() {
        try {
            while (merge.nextGroup()) {
                List<KeyValue> group = merge.group();
                if (latestWins) {
                    KeyValue last = group.get(group.size() - 1);
                    if (last.kind().isAdd()) {
                        return last;
                    }
                    continue;
                }
                mf.reset();
                for (KeyValue kv : group) {
                    mf.add(kv);
                }
                KeyValue r = mf.getResult();
                if (r != null && r.kind().isAdd()) {
                    return r;
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            merge.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
