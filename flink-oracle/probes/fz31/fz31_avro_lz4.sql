-- exit: 1
-- Flink 2.0 + Paimon 1.4.2: the INSERT's job fails (AvroRuntimeException: Unrecognized codec: lz4); Varve accepts it
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'file.format' = 'avro', 'file.compression' = 'lz4');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
SELECT * FROM t;
