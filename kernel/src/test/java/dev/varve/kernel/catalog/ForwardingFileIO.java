package dev.varve.kernel.catalog;

import dev.varve.format.FileIO;
import dev.varve.format.PositionInput;
import dev.varve.format.PositionOutput;

import java.io.IOException;
import java.util.List;

/** A FileIO passing every call to another; tests (of this package and others) override single methods to inject failures or record calls. */
public class ForwardingFileIO implements FileIO {
    private final FileIO delegate;

    public ForwardingFileIO(FileIO delegate) {
        this.delegate = delegate;
    }

    @Override public PositionOutput create(String path) throws IOException { return delegate.create(path); }
    @Override public PositionInput open(String path) throws IOException { return delegate.open(path); }
    @Override public boolean exists(String path) throws IOException { return delegate.exists(path); }
    @Override public long size(String path) throws IOException { return delegate.size(path); }
    @Override public List<FileStatus> list(String dir) throws IOException { return delegate.list(dir); }
    @Override public boolean delete(String path) throws IOException { return delegate.delete(path); }
    @Override public void deleteRecursively(String dir) throws IOException { delegate.deleteRecursively(dir); }
    @Override public void mkdirs(String dir) throws IOException { delegate.mkdirs(dir); }
    @Override public boolean tryCreateAtomically(String path, byte[] content) throws IOException {
        return delegate.tryCreateAtomically(path, content);
    }
    @Override public void overwriteAtomically(String path, byte[] content) throws IOException {
        delegate.overwriteAtomically(path, content);
    }
    @Override public byte[] readFully(String path) throws IOException { return delegate.readFully(path); }
    @Override public void syncDirectory(String dir) throws IOException { delegate.syncDirectory(dir); }
}
