-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming join
-- a streaming join of two $audit_log reads with consumer ids, resumed after more commits (fzjn_0015): a new job, so new rows join new rows only
CREATE TABLE a (k INT NOT NULL, g INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
CREATE TABLE b (k INT, g INT, s STRING);
INSERT INTO a VALUES (1, 2, 'a1'), (3, 1, 'a3');
INSERT INTO b VALUES (4, 2, 'b4'), (1, 1, 'b1'), (5, 3, 'b5');
SET 'execution.runtime-mode' = 'streaming';
SELECT x.rowkind, y.rowkind, x.k, x.s, y.s FROM a$audit_log /*+ OPTIONS('consumer-id' = 'cj', 'consumer.expiration-time' = '1 d') */ AS x JOIN b$audit_log /*+ OPTIONS('consumer-id' = 'cj', 'consumer.expiration-time' = '1 d') */ AS y ON x.k = y.g;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO b VALUES (6, 3, 'b6'), (7, 1, 'b7');
UPDATE a SET s = 'u3' WHERE k = 3;
SET 'execution.runtime-mode' = 'streaming';
SELECT x.rowkind, y.rowkind, x.k, x.s, y.s FROM a$audit_log /*+ OPTIONS('consumer-id' = 'cj', 'consumer.expiration-time' = '1 d') */ AS x JOIN b$audit_log /*+ OPTIONS('consumer-id' = 'cj', 'consumer.expiration-time' = '1 d') */ AS y ON x.k = y.g;
