-- streaming scan.mode compacted-full reads the latest compacted snapshot in full, then the later commits; full reads every row then the changes
-- ordered
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a'), (2, 'b');
INSERT INTO T VALUES (1, 'a2');
CALL sys.compact('default.T');
INSERT INTO T VALUES (3, 'c'), -D(2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'compacted-full') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'full') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'latest') */;
SELECT * FROM T /*+ OPTIONS('scan.mode' = 'latest-full') */;
