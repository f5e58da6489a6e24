package dev.varve.format.run;

import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * Page (de)compression with reusable native contexts. One instance per writer, cursor or
 * lookup decoder; not thread-safe. Close to release the zstd contexts.
 */
final class PageCompression implements AutoCloseable {
    private static final LZ4Factory LZ4 = LZ4Factory.fastestInstance();

    private final int level;
    private ZstdCompressCtx zc;
    private ZstdDecompressCtx zd;
    private LZ4Compressor lc;
    private LZ4SafeDecompressor ld;

    PageCompression(int zstdLevel) {
        this.level = zstdLevel;
    }

    /**
     * Appends the compressed form of {@code raw[rawOff, rawOff + rawLen)} with the given codec, or
     * the raw bytes when compression does not make it smaller; returns the codec actually used.
     */
    int compress(int codec, byte[] raw, int rawOff, int rawLen, ByteSink out) {
        if (codec == RunFormat.CODEC_LZ4) {
            if (lc == null) {
                lc = LZ4.fastCompressor();
            }
            int max = lc.maxCompressedLength(rawLen);
            out.ensure(max);
            int n = lc.compress(raw, rawOff, rawLen, out.buf, out.pos, max);
            if (n < rawLen) {
                out.pos += n;
                return codec;
            }
        } else if (codec == RunFormat.CODEC_ZSTD) {
            if (zc == null) {
                zc = new ZstdCompressCtx();
                zc.setLevel(level);
            }
            int max = (int) Math.min(Integer.MAX_VALUE - 64, com.github.luben.zstd.Zstd.compressBound(rawLen));
            out.ensure(max);
            int n = zc.compressByteArray(out.buf, out.pos, max, raw, rawOff, rawLen);
            if (n < rawLen) {
                out.pos += n;
                return codec;
            }
        }
        out.bytes(raw, rawOff, rawLen);
        return RunFormat.CODEC_NONE;
    }

    /** Decompresses exactly rawLen bytes into dst[dstOff, dstOff + rawLen); IllegalArgumentException on bad data. */
    void decompress(int codec, byte[] src, int off, int len, byte[] dst, int dstOff, int rawLen) {
        switch (codec) {
            case RunFormat.CODEC_NONE:
                if (len != rawLen) {
                    throw new IllegalArgumentException("uncompressed page of " + len + " bytes, header says " + rawLen);
                }
                System.arraycopy(src, off, dst, dstOff, len);
                return;
            case RunFormat.CODEC_LZ4: {
                if (ld == null) {
                    ld = LZ4.safeDecompressor();
                }
                int n;
                try {
                    n = ld.decompress(src, off, len, dst, dstOff, rawLen);
                } catch (LZ4Exception e) {
                    throw new IllegalArgumentException("lz4: " + e.getMessage(), e);
                }
                if (n != rawLen) {
                    throw new IllegalArgumentException("lz4 page decompressed to " + n + " bytes, header says " + rawLen);
                }
                return;
            }
            case RunFormat.CODEC_ZSTD: {
                if (zd == null) {
                    zd = new ZstdDecompressCtx();
                }
                int n;
                try {
                    n = zd.decompressByteArray(dst, dstOff, rawLen, src, off, len);
                } catch (ZstdException e) {
                    throw new IllegalArgumentException("zstd: " + e.getMessage(), e);
                }
                if (n != rawLen) {
                    throw new IllegalArgumentException("zstd page decompressed to " + n + " bytes, header says " + rawLen);
                }
                return;
            }
            default:
                throw new IllegalArgumentException("unknown page codec " + codec);
        }
    }

    @Override
    public void close() {
        if (zc != null) {
            zc.close();
            zc = null;
        }
        if (zd != null) {
            zd.close();
            zd = null;
        }
    }
}
