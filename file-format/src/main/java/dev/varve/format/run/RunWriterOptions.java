package dev.varve.format.run;

import dev.varve.format.BloomFilter;

/**
 * Tunables of {@link RunWriter}. Immutable; {@code with…} methods return a validated copy.
 *
 * <ul>
 *   <li>{@code compression} — page codec: {@code none}, {@code lz4} or {@code zstd} (default
 *       {@code zstd}). A page that does not shrink is stored uncompressed.</li>
 *   <li>{@code zstdLevel} — zstd level, -7..22 (default 1). Higher is smaller and slower to write;
 *       reading speed hardly changes.</li>
 *   <li>{@code targetPageBytes} — uncompressed page size at which a page is closed, 1 KiB..64 MiB
 *       (default 64 KiB). Larger pages compress better; smaller pages make point lookups
 *       decode less.</li>
 *   <li>{@code bloomBitsPerKey} — bloom filter bits per distinct key, 0 (no filter)..64 (default 10,
 *       about 1% false positives).</li>
 *   <li>{@code syncOnFinish} — fsync the file in {@link RunWriter#finish()} (default true). Turn
 *       off only for files that a crash may lose (spills, tests).</li>
 *   <li>{@code creationTimeMillis} — the creation time recorded in the footer; -1 (default) means
 *       the clock at {@code finish()}. Set it for byte-reproducible files.</li>
 *   <li>{@code backgroundCompression} — encode, compress, checksum and write pages on a worker
 *       thread while the writer buffers the records of the next one (default true; at most 3 pages
 *       in flight). With sync on finish, the file's write-back is started every 1 MiB written so
 *       that the final fsync is short. Turn off to keep all work on the caller's thread.</li>
 * </ul>
 */
public final class RunWriterOptions {
    public static final int DEFAULT_TARGET_PAGE_BYTES = 64 * 1024;
    public static final int DEFAULT_ZSTD_LEVEL = 1;

    private final String compression;
    private final int zstdLevel;
    private final int targetPageBytes;
    private final int bloomBitsPerKey;
    private final boolean syncOnFinish;
    private final long creationTimeMillis;
    private final boolean backgroundCompression;

    private RunWriterOptions(String compression, int zstdLevel, int targetPageBytes, int bloomBitsPerKey,
                             boolean syncOnFinish, long creationTimeMillis, boolean backgroundCompression) {
        RunFormat.codecId(compression);
        if (zstdLevel < -7 || zstdLevel > 22) {
            throw new IllegalArgumentException("zstdLevel must be between -7 and 22, got " + zstdLevel);
        }
        if (targetPageBytes < 1024 || targetPageBytes > 64 * 1024 * 1024) {
            throw new IllegalArgumentException("targetPageBytes must be between 1024 and 67108864, got " + targetPageBytes);
        }
        if (bloomBitsPerKey < 0 || bloomBitsPerKey > 64) {
            throw new IllegalArgumentException("bloomBitsPerKey must be between 0 and 64, got " + bloomBitsPerKey);
        }
        if (creationTimeMillis < -1) {
            throw new IllegalArgumentException("creationTimeMillis must be -1 (now) or a time, got " + creationTimeMillis);
        }
        this.compression = compression;
        this.zstdLevel = zstdLevel;
        this.targetPageBytes = targetPageBytes;
        this.bloomBitsPerKey = bloomBitsPerKey;
        this.syncOnFinish = syncOnFinish;
        this.creationTimeMillis = creationTimeMillis;
        this.backgroundCompression = backgroundCompression;
    }

    public static RunWriterOptions defaults() {
        return new RunWriterOptions("zstd", DEFAULT_ZSTD_LEVEL, DEFAULT_TARGET_PAGE_BYTES,
                BloomFilter.DEFAULT_BITS_PER_KEY, true, -1, true);
    }

    public RunWriterOptions withCompression(String codec) {
        return new RunWriterOptions(codec, zstdLevel, targetPageBytes, bloomBitsPerKey, syncOnFinish, creationTimeMillis, backgroundCompression);
    }

    public RunWriterOptions withZstdLevel(int level) {
        return new RunWriterOptions(compression, level, targetPageBytes, bloomBitsPerKey, syncOnFinish, creationTimeMillis, backgroundCompression);
    }

    public RunWriterOptions withTargetPageBytes(int bytes) {
        return new RunWriterOptions(compression, zstdLevel, bytes, bloomBitsPerKey, syncOnFinish, creationTimeMillis, backgroundCompression);
    }

    public RunWriterOptions withBloomBitsPerKey(int bits) {
        return new RunWriterOptions(compression, zstdLevel, targetPageBytes, bits, syncOnFinish, creationTimeMillis, backgroundCompression);
    }

    public RunWriterOptions withSyncOnFinish(boolean sync) {
        return new RunWriterOptions(compression, zstdLevel, targetPageBytes, bloomBitsPerKey, sync, creationTimeMillis, backgroundCompression);
    }

    public RunWriterOptions withCreationTimeMillis(long millis) {
        return new RunWriterOptions(compression, zstdLevel, targetPageBytes, bloomBitsPerKey, syncOnFinish, millis, backgroundCompression);
    }

    /** Compress and write pages on a worker thread while the next page is encoded (default true). */
    public RunWriterOptions withBackgroundCompression(boolean background) {
        return new RunWriterOptions(compression, zstdLevel, targetPageBytes, bloomBitsPerKey, syncOnFinish, creationTimeMillis, background);
    }

    public String compression() { return compression; }
    public boolean backgroundCompression() { return backgroundCompression; }
    public int zstdLevel() { return zstdLevel; }
    public int targetPageBytes() { return targetPageBytes; }
    public int bloomBitsPerKey() { return bloomBitsPerKey; }
    public boolean syncOnFinish() { return syncOnFinish; }
    public long creationTimeMillis() { return creationTimeMillis; }

    @Override
    public String toString() {
        return "RunWriterOptions{compression=" + compression + ", zstdLevel=" + zstdLevel
                + ", targetPageBytes=" + targetPageBytes + ", bloomBitsPerKey=" + bloomBitsPerKey
                + ", syncOnFinish=" + syncOnFinish + ", creationTimeMillis=" + creationTimeMillis
                + ", backgroundCompression=" + backgroundCompression + "}";
    }
}
