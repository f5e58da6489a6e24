package dev.varve.memtable;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.varve.memtable.TestRecords.Version;

/** The plain model of buffered puts: every version in put order, and the latest per key. */
final class VersionModel {
    final List<Version> all = new ArrayList<>();
    private final Map<ByteBuffer, Version> latest = new HashMap<>();

    /** Records a put; the latest is the highest sequence, on ties the later put. */
    void add(Version v) {
        all.add(v);
        latest.merge(ByteBuffer.wrap(v.key), v, (old, now) -> now.sequence >= old.sequence ? now : old);
    }

    Version latest(byte[] key) {
        return latest.get(ByteBuffer.wrap(key));
    }

    int size() {
        return all.size();
    }

    void clear() {
        all.clear();
        latest.clear();
    }
}
