-- ap44 probe: Paimon 1.4.2's fixed-bucket append end-of-input pick (pickCompactBefore) with files adding up to between 1 and 2 targets
-- a: M 4, T 1600 b, 4 x 10 rows (Paimon ~837 B each: 3 files 2511 < 2 T)
-- a: M 4, T 1600 b, 4 x 10 rows: Paimon compacts (3 x 837 < 3200); Varve slid at 1 T (3 x 645 >= 1600)
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '4', 'target-file-size' = '1600 b');
INSERT INTO a VALUES (0, '1534405524678926d765bf0c7a877057'), (1, 'd15b170d9dbb0c3a4c80e696bf5d845f'), (2, 'af266838f17b2ef4f8b971cabe056992'), (3, '938430acb29ecc1fac8e81e3a4b29ff4'), (4, '17fd220857fd610632e4779c66679be7'), (5, 'c4367663bf7acf638e09bd183ad9d516'), (6, 'f37398126da98f2d5c82de561a2d6e7b'), (7, 'f42e774f07e92c3f20bd76881087f3a5'), (8, 'fa2dedcee7e80755558866c47bde193e'), (9, '0ff15c13a8942fc59b60e448966a7d63');
INSERT INTO a VALUES (10, '8212768e6a629ee8b3af6169e0e755bf'), (11, '8fbc63b543e509d21cf8b8306875137a'), (12, '7d9dbf7e96d515b288e80ca951641986'), (13, '282b07cf14aeddf2a4d7451507a14617'), (14, '34757d0e1c416ef0e7f46b7978ff6060'), (15, 'c1cbdb8b6b9e4597eabe46a85f08b53d'), (16, '778847d3c56a2fac5221ea39ba2e0bb2'), (17, '50af595367e107eeafc9c5e6df03dc2a'), (18, '652ac61c18602e212bfbe93cb4e908c6'), (19, 'b60900d000611b21079e005732cb0a6a');
INSERT INTO a VALUES (20, '6a058e477d971b910f21012a87eb905b'), (21, '2c7f767500d27e143cd391125e61a75b'), (22, '845f9c7ee74e490b7d4d5819f69e3323'), (23, '7608e2a9835f5da5aa104930e961db72'), (24, '5a2b7db90f67e53a4e59e9f7da9db38e'), (25, '88db6488705ef20ccb2adc5a1684637f'), (26, 'e3a04a845811de050e1a586daf48d77c'), (27, 'c0f5a63bfce2595b7f4c5843e85d3f0a'), (28, '57b83f2c5326a4f2d33124d9f042702f'), (29, 'b4e96ec554e808cc5cce6b7d87fa8a0f');
INSERT INTO a VALUES (30, '1032c7e3868c70a8363f46a8ce77e1ef'), (31, 'c9778b992eb5c964a465627f707e261d'), (32, 'dd3e28e3a5acfbe7b1ca8b471acead87'), (33, 'd4d311839751a87f13fe7c6ec508e863'), (34, '65dd2445f3eac271fa0e6b0ccc52d73b'), (35, 'acba9a2eb5a6997835d6129889f92b7f'), (36, 'ce6e044c53fb946b1abb3436db9a51f0'), (37, 'e6744e782264fffb9d2cf464c7abac1b'), (38, 'bfc24642e8d4302df137b5bed533ccfb'), (39, 'f4fd3712599688ed559865983fcdbd75');
SELECT bucket, level, record_count FROM a$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM a$snapshots;
SELECT COUNT(*), SUM(k) FROM a;
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
-- c: 2 buckets, M 3, T 1 kb, 3 x 10 rows (~5 per bucket: Paimon ~713 B, 2 x 713 < 2048; Varve ~550, 2 x 550 >= 1024)
CREATE TABLE c (k INT, v STRING) WITH ('bucket' = '2', 'bucket-key' = 'k', 'compaction.min.file-num' = '3', 'target-file-size' = '1 kb');
INSERT INTO c VALUES (100000, '4c24786aa359df122edfbda429f1e07a'), (100001, '908aede9dff9e10d74f92be18ef90d35'), (100002, 'ece3c6d174f52f74067b085ec4427b95'), (100003, '41812adda617b51bd27cc4e28431f414'), (100004, '7f9eb9bf6ad25c1d6d383ea3c3231e30'), (100005, '5b180052589284f969a707b106c0afb1'), (100006, 'e4795a366645d12b9a0d57995455d01d'), (100007, 'dde99615975ad25a331ea9b377d7f16e'), (100008, '620db5742a9a6e7196f74b33a41af826'), (100009, 'b9c4e2928c14beecc9b23b9e68248754');
INSERT INTO c VALUES (100010, '57eb1ebf74705ced1740382ae951c690'), (100011, '09a41a0bcfab9841e58de813ed9b1360'), (100012, 'a5211e58389ee8afae930b428872596e'), (100013, 'a6e3f58307d8bbef818c2eda721b3707'), (100014, 'a515adb15c1341baf9a0871f4977ce58'), (100015, 'bb3bf5842b8a47fb0759351f20cf2041'), (100016, 'df119d9575ba28a1f281e31468e42f4d'), (100017, '825e7615ab27c8ad3fe4679bcddba5be'), (100018, '1bc5a467da8971a90b89be0c3260d7ab'), (100019, '51ba3126c5db9d91f19d8623df95697b');
INSERT INTO c VALUES (100020, '8544c6732a313c92192a74f983b8689d'), (100021, '3d975eab918dfc3069b910bded0e7b31'), (100022, 'cb75a3baa28c871078cf6e3c706e7614'), (100023, '6c1d73cb030a7763a611580698ec3915'), (100024, 'f0432f16bf8d21e8613fd20d3fb9e3c8'), (100025, '429ec18c8f713f6197af2a03682495c3'), (100026, 'b65a7ad47da2648e0a69e64b9c6e9aec'), (100027, 'c334eec4c0a876b3fb750d8ea8cc3497'), (100028, '0480aa1526cd58b285a70ba536990795'), (100029, '621dbcc66628c990618f61edcb0a973a');
SELECT bucket, level, record_count FROM c$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM c$snapshots;
SELECT COUNT(*), SUM(k) FROM c;
-- d: M 3, T 1 kb, a 50-row file (Paimon 1605 B) then 2 one-row files: 1605 + 679 >= 2048 slides
CREATE TABLE d (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '3', 'target-file-size' = '1 kb');
INSERT INTO d VALUES (57, 'c18fc079727bc53aa1d8ab21daa62ce6'), (58, '8dcc4e2bb24ab688ba2d745a4c877aea'), (59, '5f4d3def28b8b32f3e783e76e1ab3701'), (60, '0dcf8289b0da66b0485d5aa8ab6d1ef4'), (61, '6d3b829ab534f7fe9ce5fb9e556b1cf3'), (62, '8bb895c02767dedec7242d3fdfa857c1'), (63, '1e0e59c73b16486f8b9f38a8af29a519'), (64, 'a9ab6bf72bb17da2f80b2007fdb93383'), (65, '30b27d13600c4c040779bd5e8efd289e'), (66, '50b89b8673cbd2ad1c609358049344bc'), (67, '69c0abceda1a210486004c308849e138'), (68, '19369c9bb2937958169445cb9d8fa583'), (69, '21ee674769ca0ca2fc2c909d51eec8ef'), (70, '2f33ac9e76336c7cfe00469f2ba45176'), (71, 'a6cc81ec534acd811304690d4a129d4c'), (72, 'a93bda3bc4d8a6d62bb7f54217334b94'), (73, '14a8fdba6bca7154c48d46b3eba4a08e'), (74, '4fab120664353e9dc9cde913c972e592'), (75, 'a3439715c2468037b8f74866f38eea33'), (76, 'cb12fa1a751e9004989c00c1e4d7fadc'), (77, '401135b5353c3e6b81d2b96f2b629d3e'), (78, 'ce5cf029bf527abb363888cea4a40926'), (79, '557b02f1df142ba49f045d6e6e5c9f33'), (80, 'bae0131555363de781fcca5927313622'), (81, '79d6fa94585577073065624369895430'), (82, '411805d8252e1d9454ce0f521b28cad4'), (83, 'b0175b4aa96e78469f95bbdf07a5ef3e'), (84, '319ff93a37203cd1ee6822b8667cca10'), (85, 'd0a6ef15619aeb26638b12f86ad582ae'), (86, 'a20d7e43ec152eab5fabb7011d0abfa3'), (87, '3a130edbd959acc7cd94b161747a71d7'), (88, 'ea83aed766b26b01c81e14668cb2bc31'), (89, '244917df08a7c0dd6c83edd4aae3f432'), (90, 'c98a9b0f7a3e312b7a4bb8ff7dda1a75'), (91, '7d6c0a3358f03cf6cf8923490b5700ae'), (92, '435a5dbc4ff4cf9a2e3947cd8f980d96'), (93, '11d253a648681dfdb0ea7ad8694e4411'), (94, '5e065273335738c27cfe849e2c98bf29'), (95, '16ad93690ff3b9b288ada980c7b0f692'), (96, 'c486de5fdb90964004d362071df524f0'), (97, '58c7ae2daa9be1a3222b184aff532d81'), (98, '64d066eb262dcb0450c0457b93aade13'), (99, '14af2f91fefb376e51cf387ee4b4dfae'), (100, '1c7a44c924a915af096dd9d48ab8794a'), (101, '49ba982e065f95cb1170084db5f7429b'), (102, '26a2ca130894a958fd934b325a601ee2'), (103, '592eee2e296753e236708da954033e4a'), (104, '0559981aa07e6b9eda8adde4d94abfd2'), (105, 'f9097669f7700f5dd87aaaa5593bcf28'), (106, '7cc4579ecaba98456edafaa00ce310fe');
INSERT INTO d VALUES (107, '266ac31a0128ab0f559d9af0c0d46e9a');
INSERT INTO d VALUES (108, '62ad9b7238aae70014616e990577fff0');
SELECT bucket, level, record_count FROM d$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM d$snapshots;
SELECT COUNT(*), SUM(k) FROM d;
-- e: M 5, T 2 kb, 5 x 10 rows: Paimon 4 x 837 = 3348 < 4096 compacts; Varve old 4 x 645 >= 2048 slid
CREATE TABLE e (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k', 'compaction.min.file-num' = '5', 'target-file-size' = '2 kb');
INSERT INTO e VALUES (109, '2d21abfe22c03e142538fa67f40f70e9'), (110, '0333ea5f4ac4971cea9ff8937d6f9ea7'), (111, 'f6b359660bc0cea717ffc03ce12c4d1e'), (112, 'a6978e98b44f72a5edb598a058b8777e'), (113, '8ed313cf39aebd74581598f01e570450'), (114, '35d5d12d89b6066e39f22f4f3d6e6bc5'), (115, 'e5a5826d14c9c8f9e101f213940b4439'), (116, '7eaad3da14b0a2d7b2148eb3494cce55'), (117, 'a1f87035f9da8414213f7b8480e2256b'), (118, 'bfe539d304093b917d1a30b048b1b468');
INSERT INTO e VALUES (119, '74396b081f1adceaebd3270ec2283222'), (120, '9264abbcad1f86ac37daa11a903b5b7a'), (121, '14381848f0e0ff7eaa80cd3269394e90'), (122, '202b87d8a70d28970a73c82935aed43f'), (123, '46da92ecf808d0be11de27df3b8c3499'), (124, 'ea4c8f2ccfd5e6c02579b77c096dbfaf'), (125, '2b6fb7ab8740e80a7b6ec8d43f4030ca'), (126, 'e453e52ff183522c8134514d89fb67d6'), (127, '05390d6fe02603c2d24a0bf84a57254e'), (128, 'df5ae0d5419f06a7bde0d9cec9c96e87');
INSERT INTO e VALUES (129, '300358f62d06b2833c85e4ba24f06a47'), (130, '68ddb81d295099e663506961c8de2606'), (131, '05d11aa5b8bc281ef9d9040ce92eedec'), (132, '0da540f7448c51a6941780d4911ad7ad'), (133, 'fbcb8a4e0ed808997a826dff7e784acb'), (134, '90f5db8c7cf7a8c842cb58248de15e30'), (135, '5a22734b79de8f51b7416a2846734860'), (136, '36fb0234b085c873333d8bf6d70028d4'), (137, 'b0b86e231e9d585bc440930e5678fe6f'), (138, '20dc7d0a0c5b6d372d8ef96d03ab7b0e');
INSERT INTO e VALUES (139, '92c4aad8b7e885d7f5932d29c2aeefc6'), (140, 'b65ccdf491b9597ece4db6d254c9e20f'), (141, '201b89fac331aae46c097658aab9f1fb'), (142, '9aeb5988506ec946863b432c522593e2'), (143, 'a1043390bbadadf9c9abbcebe2ce3f8b'), (144, '1a8dea3c6225042342caa12769ed2c03'), (145, '5449f910e00ec783e5a35865f7138d1f'), (146, '6b207482a408d0656f477cdd9278d2cf'), (147, 'cb900ba53f6c6ddc856b68fe8dbe06fe'), (148, 'a3308f01ce3beb98bdd710ccc0a4e9a6');
INSERT INTO e VALUES (149, '2a10a9d50221fc65a0398f748ad43407'), (150, 'eadee6d528bbd42a9f938f3f33959b03'), (151, 'b8b43890738872f2c4d0c7d42da98d38'), (152, '1baeecbcc225d3e8d1bf14f2b39c86ae'), (153, '78e66de54a86ca9a10b1003c3dad60fa'), (154, 'a69afe3d23c942c775d72155aabd35a7'), (155, 'd9105a3ca59d15e461f6d869dbbc6be8'), (156, 'c4930a4dec21773ef83ddb003472f13b'), (157, '47262cafc10396faf164353ffbff2762'), (158, 'a33a9a913795fa1dfd1a0acf0407d3e2');
SELECT bucket, level, record_count FROM e$files;
SELECT snapshot_id, commit_kind, delta_record_count FROM e$snapshots;
SELECT COUNT(*), SUM(k) FROM e;
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
