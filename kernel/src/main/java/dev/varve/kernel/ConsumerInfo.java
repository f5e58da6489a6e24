package dev.varve.kernel;

/** A streaming consumer's recorded progress ({@code t$consumers}). */
public final class ConsumerInfo {
    public final String consumerId;
    public final long nextSnapshotId;

    public ConsumerInfo(String consumerId, long nextSnapshotId) {
        this.consumerId = consumerId;
        this.nextSnapshotId = nextSnapshotId;
    }
}
