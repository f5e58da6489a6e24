package dev.varve.format.parquet;

import com.github.luben.zstd.Zstd;
import java.io.IOException;
import java.nio.ByteBuffer;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.xerial.snappy.Snappy;

/**
 * A Parquet {@link CompressionCodecFactory} that needs no Hadoop classes: UNCOMPRESSED, ZSTD
 * (zstd-jni, at a chosen level) and SNAPPY (snappy-java), for writing and reading. Parquet's own
 * {@code CodecFactory} loads Hadoop's codec classes even for UNCOMPRESSED, which is why Varve
 * brings this one. Stateless; thread-safe.
 */
public final class NoHadoopCodecFactory implements CompressionCodecFactory {
    private final int zstdLevel;

    public NoHadoopCodecFactory(int zstdLevel) {
        this.zstdLevel = zstdLevel;
    }

    private static void supported(CompressionCodecName codec) {
        switch (codec) {
            case UNCOMPRESSED: case ZSTD: case SNAPPY:
                return;
            default:
                throw new UnsupportedOperationException("Parquet codec " + codec + " is not supported without Hadoop "
                        + "(supported: UNCOMPRESSED, ZSTD, SNAPPY)");
        }
    }

    @Override
    @SuppressWarnings("deprecation") // BytesInput.toByteArray: the array API that zstd-jni and snappy-java take
    public BytesInputCompressor getCompressor(CompressionCodecName codec) {
        supported(codec);
        return new BytesInputCompressor() {
            @Override
            public BytesInput compress(BytesInput in) throws IOException {
                if (codec == CompressionCodecName.UNCOMPRESSED) {
                    return in;
                }
                byte[] raw = in.toByteArray();
                return BytesInput.from(codec == CompressionCodecName.ZSTD ? Zstd.compress(raw, zstdLevel) : Snappy.compress(raw));
            }

            @Override
            public CompressionCodecName getCodecName() {
                return codec;
            }

            @Override
            public void release() {
            }
        };
    }

    @Override
    @SuppressWarnings("deprecation") // BytesInput.toByteArray, as above
    public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
        supported(codec);
        return new BytesInputDecompressor() {
            @Override
            public BytesInput decompress(BytesInput in, int uncompressedSize) throws IOException {
                if (codec == CompressionCodecName.UNCOMPRESSED) {
                    return in;
                }
                byte[] c = in.toByteArray();
                byte[] out = codec == CompressionCodecName.ZSTD ? Zstd.decompress(c, uncompressedSize) : Snappy.uncompress(c);
                if (out.length != uncompressedSize) {
                    throw new IOException(codec + " page decompressed to " + out.length + " bytes, expected " + uncompressedSize);
                }
                return BytesInput.from(out);
            }

            @Override
            public void decompress(ByteBuffer in, int compressedSize, ByteBuffer out, int uncompressedSize) throws IOException {
                byte[] c = new byte[compressedSize];
                in.get(c);
                out.put(decompress(BytesInput.from(c), uncompressedSize).toByteArray());
            }

            @Override
            public void release() {
            }
        };
    }

    @Override
    public void release() {
    }
}
