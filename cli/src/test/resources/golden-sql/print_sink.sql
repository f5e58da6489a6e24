CREATE TABLE src (dt STRING, id BIGINT, content STRING, PRIMARY KEY (dt, id) NOT ENFORCED);
INSERT INTO src VALUES ('20240108', 1, 'apple'), ('20240109', 2, 'dog');
CREATE TEMPORARY TABLE Print (dt STRING, id BIGINT, content STRING) WITH ('connector' = 'print');
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO Print SELECT * FROM src;
INSERT INTO src VALUES ('20240109', 2, 'world');
INSERT INTO Print SELECT * FROM src /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
