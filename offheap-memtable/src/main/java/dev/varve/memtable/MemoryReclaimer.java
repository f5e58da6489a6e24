package dev.varve.memtable;

import java.io.IOException;

/**
 * Asked by a {@link WriteBuffer} whose writer is out of memory and has nothing of its own left to
 * flush: free memory held elsewhere in the shared {@link dev.varve.row.memory.PagePool}, typically
 * by calling {@link WriteBuffer#sealActive()} on the write buffer of another bucket written by the
 * same thread. Called on the writer thread.
 */
@FunctionalInterface
public interface MemoryReclaimer {
    /**
     * @return {@code true} if memory is being freed (the writer then waits for it), {@code false}
     *         if nothing could be done
     */
    boolean reclaim(WriteBuffer requester, long bytesNeeded) throws IOException;
}
