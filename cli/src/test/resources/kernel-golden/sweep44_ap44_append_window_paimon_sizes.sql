-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- bucketed append tables: a statement's end-of-input pick adds up the sizes of Paimon's Parquet files (one-row (INT, STRING) file ~679 B where Varve's is ~467 B), so files small in Varve can fill twice the target in Paimon: nothing is compacted in b and d (Varve weighed its own sizes until round 44)
-- b: M 5, T 1 kb, 5 x 1 row: Paimon 4 x 679 >= 2048 (no compaction); Varve's files 467 B
CREATE TABLE b (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '5', 'target-file-size' = '1 kb');
INSERT INTO b VALUES (40, '17854168d3d9860bcd51ed73bfb94ddc');
INSERT INTO b VALUES (41, '879a10d9e7aefc0618fc5ad4e4e0fd06');
INSERT INTO b VALUES (42, '4a2db606c2245ebc6d35f5dfd0587104');
INSERT INTO b VALUES (43, 'fa1b9c4ed48eb522dcd2b0dd886f4e8f');
INSERT INTO b VALUES (44, '24ef453a64ea2a44f27f543ce4c8f07f');
SELECT bucket, level, record_count FROM b$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM b$snapshots;
SELECT COUNT(*), SUM(k) FROM b;
-- d: M 3, T 1 kb, a 50-row file (Paimon 1605 B) then 2 one-row files: 1605 + 679 >= 2048 slides
CREATE TABLE d (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '3', 'target-file-size' = '1 kb');
INSERT INTO d VALUES (57, 'c18fc079727bc53aa1d8ab21daa62ce6'), (58, '8dcc4e2bb24ab688ba2d745a4c877aea'), (59, '5f4d3def28b8b32f3e783e76e1ab3701'), (60, '0dcf8289b0da66b0485d5aa8ab6d1ef4'), (61, '6d3b829ab534f7fe9ce5fb9e556b1cf3'), (62, '8bb895c02767dedec7242d3fdfa857c1'), (63, '1e0e59c73b16486f8b9f38a8af29a519'), (64, 'a9ab6bf72bb17da2f80b2007fdb93383'), (65, '30b27d13600c4c040779bd5e8efd289e'), (66, '50b89b8673cbd2ad1c609358049344bc'), (67, '69c0abceda1a210486004c308849e138'), (68, '19369c9bb2937958169445cb9d8fa583'), (69, '21ee674769ca0ca2fc2c909d51eec8ef'), (70, '2f33ac9e76336c7cfe00469f2ba45176'), (71, 'a6cc81ec534acd811304690d4a129d4c'), (72, 'a93bda3bc4d8a6d62bb7f54217334b94'), (73, '14a8fdba6bca7154c48d46b3eba4a08e'), (74, '4fab120664353e9dc9cde913c972e592'), (75, 'a3439715c2468037b8f74866f38eea33'), (76, 'cb12fa1a751e9004989c00c1e4d7fadc'), (77, '401135b5353c3e6b81d2b96f2b629d3e'), (78, 'ce5cf029bf527abb363888cea4a40926'), (79, '557b02f1df142ba49f045d6e6e5c9f33'), (80, 'bae0131555363de781fcca5927313622'), (81, '79d6fa94585577073065624369895430'), (82, '411805d8252e1d9454ce0f521b28cad4'), (83, 'b0175b4aa96e78469f95bbdf07a5ef3e'), (84, '319ff93a37203cd1ee6822b8667cca10'), (85, 'd0a6ef15619aeb26638b12f86ad582ae'), (86, 'a20d7e43ec152eab5fabb7011d0abfa3'), (87, '3a130edbd959acc7cd94b161747a71d7'), (88, 'ea83aed766b26b01c81e14668cb2bc31'), (89, '244917df08a7c0dd6c83edd4aae3f432'), (90, 'c98a9b0f7a3e312b7a4bb8ff7dda1a75'), (91, '7d6c0a3358f03cf6cf8923490b5700ae'), (92, '435a5dbc4ff4cf9a2e3947cd8f980d96'), (93, '11d253a648681dfdb0ea7ad8694e4411'), (94, '5e065273335738c27cfe849e2c98bf29'), (95, '16ad93690ff3b9b288ada980c7b0f692'), (96, 'c486de5fdb90964004d362071df524f0'), (97, '58c7ae2daa9be1a3222b184aff532d81'), (98, '64d066eb262dcb0450c0457b93aade13'), (99, '14af2f91fefb376e51cf387ee4b4dfae'), (100, '1c7a44c924a915af096dd9d48ab8794a'), (101, '49ba982e065f95cb1170084db5f7429b'), (102, '26a2ca130894a958fd934b325a601ee2'), (103, '592eee2e296753e236708da954033e4a'), (104, '0559981aa07e6b9eda8adde4d94abfd2'), (105, 'f9097669f7700f5dd87aaaa5593bcf28'), (106, '7cc4579ecaba98456edafaa00ce310fe');
INSERT INTO d VALUES (107, '266ac31a0128ab0f559d9af0c0d46e9a');
INSERT INTO d VALUES (108, '62ad9b7238aae70014616e990577fff0');
SELECT bucket, level, record_count FROM d$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM d$snapshots;
SELECT COUNT(*), SUM(k) FROM d;
-- f: M 3, T 1 kb, 7 x 1 row: compactions, the small result counting again
CREATE TABLE f (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '3', 'target-file-size' = '1 kb');
INSERT INTO f VALUES (159, '014a22ee5fee3a6fa5c80b1a394e1f65');
INSERT INTO f VALUES (160, 'cdb3ea754b2af1dda83200c2fd9e3ec9');
INSERT INTO f VALUES (161, '960b749c9993c51f9ac1cd668bd0227f');
INSERT INTO f VALUES (162, '55b64920c1699b96734a00f971536c9d');
INSERT INTO f VALUES (163, 'ad04f303e6df90736a6577d0ca60b054');
INSERT INTO f VALUES (164, '12f4ca2c9ccaa019f8bf83fd6fa71164');
INSERT INTO f VALUES (165, 'c2007f60dd2e42a52d474dc28fdd0d3e');
SELECT bucket, level, record_count FROM f$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM f$snapshots;
SELECT COUNT(*), SUM(k) FROM f;
