package dev.varve.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalFileIOTest extends FileIOContractTest {
    @TempDir
    Path dir;

    @Override
    protected FileIO io() {
        return new LocalFileIO();
    }

    @Override
    protected String root() {
        return dir.toAbsolutePath().toString();
    }

    /** Separate JVMs race on the same names; each name must have exactly one winner. */
    @Test
    void racingProcessesGetExactlyOneWinnerPerPath() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String target = dir.resolve("race").toString();
        int processes = 3;
        int paths = 30;
        List<Process> running = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        for (int i = 0; i < processes; i++) {
            Path out = dir.resolve("out-" + i + ".txt");
            outputs.add(out);
            ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    AtomicCreateRacer.class.getName(), target, String.valueOf(paths), "p" + i);
            pb.redirectOutput(out.toFile());
            pb.redirectErrorStream(true);
            running.add(pb.start());
        }
        for (Process pr : running) {
            assertEquals(0, pr.waitFor(), "racer process exit code");
        }
        int total = 0;
        Set<String> won = new TreeSet<>();
        for (int i = 0; i < processes; i++) {
            for (String line : Files.readAllLines(outputs.get(i))) {
                if (line.startsWith("won ")) {
                    total++;
                    won.add(line.substring(4));
                    String content = Files.readString(Path.of(target, line.substring(4)));
                    assertEquals("p" + i, content, "content of " + line);
                }
            }
        }
        assertEquals(paths, total, "each path has exactly one winner");
        assertEquals(paths, won.size());
        assertEquals(paths, new File(target).list().length, "no temporary files are left behind");
    }
}
