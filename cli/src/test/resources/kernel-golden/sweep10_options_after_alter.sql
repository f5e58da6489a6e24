-- $options after ALTER TABLE SET and RESET, and the table still reads and writes with the changed options
CREATE TABLE T (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'snapshot.num-retained.max' = '10', 'changelog-producer' = 'input');
INSERT INTO T VALUES (1, 'a');
ALTER TABLE T SET ('snapshot.num-retained.max' = '20', 'write-buffer-size' = '64 mb');
ALTER TABLE T RESET ('changelog-producer');
INSERT INTO T VALUES (2, 'b');
SELECT * FROM T$options;
SELECT * FROM T;
