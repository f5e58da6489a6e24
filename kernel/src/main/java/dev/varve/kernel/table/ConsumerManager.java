package dev.varve.kernel.table;

import dev.varve.format.FileIO;
import dev.varve.kernel.ConsumerInfo;
import dev.varve.kernel.VarveException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Streaming consumers' progress (SEMANTICS §8): {@code consumer/consumer-<id>} holds
 * {@code {"nextSnapshot": N}}, replaced atomically. A consumer that has not advanced for
 * {@code consumer.expiration-time} is dropped by expiration. Thread-safe.
 */
final class ConsumerManager {
    private static final Pattern NEXT = Pattern.compile("\"nextSnapshot\"\\s*:\\s*(\\d+)");
    private static final Pattern VALID_ID = Pattern.compile("[A-Za-z0-9_.\\-]+");

    private final FileIO io;
    private final String dir;

    ConsumerManager(FileIO io, String tablePath) {
        this.io = io;
        this.dir = tablePath + "/consumer";
    }

    static void checkId(String id) {
        if (!VALID_ID.matcher(id).matches()) {
            throw new VarveException("invalid consumer-id '" + id + "': use letters, digits, '_', '-' and '.'");
        }
    }

    OptionalLong nextSnapshot(String id) {
        checkId(id);
        String p = dir + "/consumer-" + id;
        try {
            if (!io.exists(p)) {
                return OptionalLong.empty();
            }
            Matcher m = NEXT.matcher(new String(io.readFully(p), StandardCharsets.UTF_8));
            if (!m.find()) {
                throw new VarveException("corrupt consumer file " + p);
            }
            return OptionalLong.of(Long.parseLong(m.group(1)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void record(String id, long nextSnapshot) {
        checkId(id);
        try {
            io.mkdirs(dir);
            io.overwriteAtomically(dir + "/consumer-" + id,
                    ("{\n  \"nextSnapshot\" : " + nextSnapshot + "\n}\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record progress of consumer '" + id + "': " + e.getMessage(), e);
        }
    }

    /** Deletes consumer {@code id}'s progress (nothing when it has none). */
    void delete(String id) {
        checkId(id);
        try {
            io.delete(dir + "/consumer-" + id);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete consumer '" + id + "': " + e.getMessage(), e);
        }
    }

    List<ConsumerInfo> list() {
        List<ConsumerInfo> out = new ArrayList<>();
        try {
            for (FileIO.FileStatus s : io.list(dir)) {
                if (s.name().startsWith("consumer-") && !s.isDirectory()) {
                    String id = s.name().substring("consumer-".length());
                    if (VALID_ID.matcher(id).matches()) {
                        nextSnapshot(id).ifPresent(n -> out.add(new ConsumerInfo(id, n)));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** Drops consumers whose progress file is older than {@code maxAgeMillis}; returns the ids dropped. */
    List<String> expire(long maxAgeMillis, long now) {
        List<String> dropped = new ArrayList<>();
        try {
            for (FileIO.FileStatus s : io.list(dir)) {
                if (s.name().startsWith("consumer-") && now - s.modificationTimeMillis() > maxAgeMillis) {
                    io.delete(s.path());
                    dropped.add(s.name().substring("consumer-".length()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dropped;
    }

    /** The smallest next snapshot any live consumer needs, if any. */
    OptionalLong minNextSnapshot() {
        long min = Long.MAX_VALUE;
        for (ConsumerInfo c : list()) {
            min = Math.min(min, c.nextSnapshotId);
        }
        return min == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(min);
    }
}
