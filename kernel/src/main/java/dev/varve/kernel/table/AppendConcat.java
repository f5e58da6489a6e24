package dev.varve.kernel.table;

import dev.varve.format.run.RunConcat;
import dev.varve.format.run.RunFileMeta;
import dev.varve.format.run.RunReader;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Append compaction by concatenation: the files of one append bucket, in sequence order, are
 * copied page by page into new files ({@link RunConcat}: no record is decoded or re-encoded, the
 * footers with their statistics and page index are rebuilt). A new output file is started before
 * a source once the current one has reached the target size, so outputs end up about as large
 * as a row-by-row rewrite's (whole source files never straddle two outputs). All sources must
 * have the table's current row type. Stateless; thread-safe.
 */
final class AppendConcat {
    private AppendConcat() {
    }

    /**
     * Concatenates {@code inOrder} (sorted by sequence, disjoint sequence ranges) into level-0 data
     * files of about {@code targetFileSize} bytes and returns them; on failure deletes what it
     * wrote and rethrows.
     */
    static List<DataFileMeta> concatenate(TableContext ctx, Partition partition, int bucket, List<DataFileMeta> inOrder,
                                          long targetFileSize) throws IOException {
        List<DataFileMeta> written = new ArrayList<>();
        RunConcat out = null;
        String name = null;
        try {
            for (DataFileMeta f : inOrder) {
                if (out != null && out.size() >= targetFileSize) {
                    written.add(toMeta(ctx, out.finish(), name));
                    out = null;
                }
                if (out == null) {
                    name = "data-" + UUID.randomUUID() + ".vrf";
                    out = new RunConcat(ctx.io, ctx.paths.filePath(partition, bucket, name), ctx.rowType, ctx.runOptions);
                }
                try (RunReader src = ctx.openReader(partition, bucket, f)) {
                    out.append(src);
                }
            }
            if (out != null) {
                written.add(toMeta(ctx, out.finish(), name));
                out = null;
            }
            return written;
        } catch (IOException | RuntimeException e) {
            if (out != null) {
                try {
                    out.abort();
                } catch (IOException | RuntimeException ignored) {
                    // orphan cleanup removes it
                }
            }
            for (DataFileMeta f : written) {
                try {
                    ctx.io.delete(ctx.paths.filePath(partition, bucket, f));
                } catch (IOException ignored) {
                    // orphan cleanup removes it
                }
            }
            throw e;
        }
    }

    private static DataFileMeta toMeta(TableContext ctx, RunFileMeta m, String name) {
        return new DataFileMeta(name, DataFileMeta.Kind.DATA, m.getFileSize(), m.getRowCount(), m.getRetractCount(),
                m.getMinKey(), m.getMaxKey(), m.getMinSequence(), m.getMaxSequence(), ctx.schema.id(), 0,
                m.getCreationTimeMillis());
    }
}
