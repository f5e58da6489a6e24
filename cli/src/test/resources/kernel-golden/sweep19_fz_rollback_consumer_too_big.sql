-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run the tag procedures
-- exit: 1
-- stderr: cannot start at snapshot 4
-- fuzz19 (gen_maint seed 40): after a rollback to a tag, a consumer that had read past it keeps its next id (4); with the latest
-- snapshot 2, its next streaming read fails (Paimon 1.4.2: "The next expected snapshot is too big!")
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
CALL sys.create_tag('default.t', 'tg', 1);
INSERT INTO t VALUES (3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
SET 'execution.runtime-mode' = 'batch';
CALL sys.rollback_to('default.t', 'tg');
SELECT * FROM t$consumers;
INSERT INTO t VALUES (4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1') */;
