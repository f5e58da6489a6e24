import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;

/**
 * Run as a single-file program: {@code java jmh/tools/JfrByThread.java REC.jfr [thread-name-prefix [top-inclusive]]}.
 * jdk.ExecutionSample by thread group, and for one group inclusive shares of given frames + top self frames; with a
 * third argument N also the N methods of the highest inclusive share (any method, e.g. for the writer thread:
 * {@code java jmh/tools/JfrByThread.java wp.jfr dev.varve.jmh 40}). */
public class JfrByThread {
    public static void main(String[] a) throws Exception {
        String group = a.length > 1 ? a[1] : "varve-compact";
        String[] frames = {"CompactionMerge.mergeAll", "CompactionMerge.emitInPlace", "CompactionMerge.passInPlace",
            "CompactionSink.acceptInPlace", "RollingRunWriter.add", "RunWriter.addInOrder", "RunWriter.appendColumnar",
            "RunWriter.finishRecord", "ColumnBuffer$BytesBuffer.appendFrom", "ColumnBuffer$LongBuffer.appendFrom",
            "ColumnBuffer$DoubleBuffer.appendFrom", "BatchLoserTree.merge", "BatchLoserTree.run", "BatchLoserTree.runPlain",
            "BatchLoserTree.tieBefore", "BatchLoserTree.sameKey", "BatchLoserTree.sequences", "BatchLoserTree.loadBlock",
            "RunBlockSource.nextBlock", "RunCursor.loadNextPage", "PageDecoder.load", "PageDecoder.decodeColumn",
            "RunBlockSource.sequences", "RunBlockSource.kind", "RunBlockSource.value", "RunCursor.skipTo",
            "RunWriter.finishRun", "RunWriter.finish", "BloomFilter.addHash", "RollingRunWriter.finish",
            "KeyValueBucketWriter.runCompaction", "CompactionMerge.addCopy", "GroupMerger.merge", "GroupMerger.mergeLatest",
            // the multi-version keys of an aggregation (w241): merged as views through the merge function, or folded
            "CompactionMerge.mergeViews", "FoldingMergeFunction.add", "FoldingMergeFunction.getResult",
            "CompactionSink.accept", "RunWriter.appendValue", "CompactionMerge.foldViews", "AddViewFold.add",
            "AddViewFold.result", "RunWriter.appendComposed", "Utf8Check.isWellFormed"};
        Map<String, Integer> byThread = new TreeMap<>();
        Map<String, Integer> incl = new LinkedHashMap<>();
        Map<String, Integer> self = new HashMap<>();
        int topInclusive = a.length > 2 ? Integer.parseInt(a[2]) : 0;
        Map<String, Integer> anyIncl = new HashMap<>();
        int total = 0, native0 = 0;
        Map<String, Integer> nat = new HashMap<>();
        try (RecordingFile rf = new RecordingFile(Path.of(a[0]))) {
            while (rf.hasMoreEvents()) {
                RecordedEvent e = rf.readEvent();
                String type = e.getEventType().getName();
                boolean exec = type.equals("jdk.ExecutionSample");
                boolean nativeS = type.equals("jdk.NativeMethodSample");
                if (!exec && !nativeS) continue;
                RecordedThread t = e.getThread("sampledThread");
                String tn = t == null ? "?" : t.getJavaName();
                String g = tn == null ? "?" : tn.replaceAll("[-#]?\\d+$", "").replaceAll("-\\d+-", "-N-");
                byThread.merge((nativeS ? "N " : "J ") + g, 1, Integer::sum);
                if (tn == null || !tn.startsWith(group)) continue;
                RecordedStackTrace st = e.getStackTrace();
                if (st == null) continue;
                List<RecordedFrame> fs = st.getFrames();
                if (nativeS) {
                    native0++;
                    if (!fs.isEmpty()) nat.merge(name(fs.get(0)), 1, Integer::sum);
                    continue;
                }
                total++;
                if (!fs.isEmpty()) self.merge(name(fs.get(0)), 1, Integer::sum);
                Set<String> seen = new HashSet<>();
                Set<String> seenAny = new HashSet<>();
                for (RecordedFrame f : fs) {
                    String n = name(f);
                    if (topInclusive > 0 && seenAny.add(n)) anyIncl.merge(n, 1, Integer::sum);
                    for (String want : frames) {
                        if (n.endsWith(want) && seen.add(want)) incl.merge(want, 1, Integer::sum);
                    }
                }
            }
        }
        System.out.println("samples by thread group:");
        byThread.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(25)
                .forEach(en -> System.out.printf("  %6d %s%n", en.getValue(), en.getKey()));
        System.out.printf("group %s: %d java samples, %d native%n", group, total, native0);
        for (String w : frames) {
            int c = incl.getOrDefault(w, 0);
            if (c > 0) System.out.printf("  incl %5.1f %% %5d %s%n", 100.0 * c / total, c, w);
        }
        if (topInclusive > 0) {
            System.out.println("top inclusive:");
            final int t0 = total;
            anyIncl.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(topInclusive)
                    .forEach(en -> System.out.printf("  incl %5.1f %% %5d %s%n", 100.0 * en.getValue() / t0, en.getValue(), en.getKey()));
        }
        System.out.println("top self:");
        final int tot = total;
        self.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(30)
                .forEach(en -> System.out.printf("  self %5.1f %% %5d %s%n", 100.0 * en.getValue() / tot, en.getValue(), en.getKey()));
        System.out.println("native top:");
        nat.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(10)
                .forEach(en -> System.out.printf("  %5d %s%n", en.getValue(), en.getKey()));
    }

    static String name(RecordedFrame f) {
        RecordedMethod m = f.getMethod();
        String c = m.getType().getName();
        c = c.substring(c.lastIndexOf('.') + 1);
        return c + "." + m.getName();
    }
}
