-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no projections of system tables
-- option values in the forms Paimon accepts: durations (1 h, 30min, 2 d, 100 ms), memory sizes (64 mb, 1gb, 512kb), booleans in any case
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.time-retained' = '30min', 'write-buffer-size' = '64 mb', 'target-file-size' = '1gb', 'ignore-delete' = 'TRUE', 'consumer.expiration-time' = '2 d');
ALTER TABLE T SET ('snapshot.time-retained' = '100 ms', 'write-buffer-size' = '268435456');
INSERT INTO T VALUES (1, 'a');
SELECT * FROM T;
SELECT key, `value` FROM T$options;
