-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.expire_changelogs
-- sys.expire_changelogs: not_decoupled (Paimon 1.4.2: arguments left out take the procedure defaults, not the table options; the latest long-lived changelog stays)
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'snapshot.num-retained.min' = '1', 'snapshot.num-retained.max' = '2');
INSERT INTO T VALUES (1, 'a');
INSERT INTO T VALUES (2, 'b');
INSERT INTO T VALUES (3, 'c');
CALL sys.expire_changelogs('default.T');
CALL sys.expire_changelogs(`table` => 'default.T', delete_all => true);
SELECT * FROM T;
