package dev.varve.props;

import dev.varve.format.FaultInjectingFileIO;
import dev.varve.format.MemoryFileIO;
import dev.varve.kernel.Catalog;
import dev.varve.kernel.CommitMessage;
import dev.varve.kernel.Table;
import dev.varve.kernel.TableCommit;
import dev.varve.kernel.TableWriter;
import dev.varve.row.GenericRow;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The crash loop's step shared by the two-phase commit crash tests ({@link LookupCommitCrashTest},
 * {@link DeletionVectorCommitCrashTest}): one batch written, prepared and committed (writer, then committer) with the
 * k-th file operation failing, the writer closed, and the catalog to go on with ({@link CommitCrashTest#afterFailure});
 * then {@link #restore} as a job restarting from the checkpoint does it. Each test keeps its own checks.
 */
final class CrashedCommit implements AutoCloseable {
    /** The catalog the batch was written through. */
    final Catalog first;
    /** The catalog to go on with: {@link #first} if the process survived, else one over what the power loss left. */
    final Catalog second;
    /** The committer's messages when {@code prepareCommit} returned, else null. */
    final List<CommitMessage> prepared;
    /** Whether the write, the prepare or the commit threw. */
    final boolean failed;
    private final CommitCrashTest.Ending ending;
    private final String user;
    private final List<GenericRow> batch;
    private final long identifier;

    private CrashedCommit(Catalog first, Catalog second, List<CommitMessage> prepared, boolean failed,
                          CommitCrashTest.Ending ending, String user, List<GenericRow> batch, long identifier) {
        this.first = first;
        this.second = second;
        this.prepared = prepared;
        this.failed = failed;
        this.ending = ending;
        this.user = user;
        this.batch = batch;
        this.identifier = identifier;
    }

    /**
     * Writes {@code batch} into {@code table} (of {@code first}, over {@code io} over {@code mem}) and commits it as
     * checkpoint {@code identifier}, the {@code k}-th file operation from now failing; then the given ending.
     */
    static CrashedCommit commitFailingAt(int k, CommitCrashTest.Ending ending, MemoryFileIO mem, FaultInjectingFileIO io,
                                         Catalog first, Table table, String user, List<GenericRow> batch,
                                         long identifier) {
        io.failAtOperation(io.operationCount() + k);
        List<CommitMessage> prepared = null;
        boolean failed = false;
        TableWriter w = null;
        try {
            w = table.newWriter(user);
            for (GenericRow r : batch) {
                w.write(r);
            }
            List<CommitMessage> messages = w.prepareCommit(identifier);
            prepared = messages;
            try (TableCommit commit = table.newCommit(user)) {
                commit.commit(identifier, messages);
            }
        } catch (RuntimeException e) {
            failed = true;
        }
        io.clearFaults();
        try {
            if (w != null) {
                w.close();
            }
        } catch (RuntimeException e) {
            // closing after the failure may fail too; the table must still be consistent
        }
        Catalog second = CommitCrashTest.afterFailure(ending, k, mem, io, first);
        return new CrashedCommit(first, second, prepared, failed, ending, user, batch, identifier);
    }

    /**
     * The restore: the committer's messages again if the process kept them ({@code filterAndCommit}: what was
     * published is not published twice), else the checkpoint's batch written and committed again.
     */
    void restore(Table after) {
        if (prepared != null && ending == CommitCrashTest.Ending.PROCESS_SURVIVES) {
            try (TableCommit commit = after.newCommit(user)) {
                commit.filterAndCommit(new TreeMap<>(Map.of(identifier, prepared)));
            }
        } else {
            try (TableWriter again = after.newWriter(user)) {
                for (GenericRow r : batch) {
                    again.write(r);
                }
                again.commit(identifier);
            }
        }
    }

    /** Whether the committer's messages are restored ({@link #restore} commits them, not the batch again). */
    boolean restoresMessages() {
        return prepared != null && ending == CommitCrashTest.Ending.PROCESS_SURVIVES;
    }

    @Override
    public void close() {
        second.close();
        if (second != first) {
            first.close();
        }
    }
}
