-- aggregation max/min over STRING (code-point order: a supplementary character sorts after U+FF5E), DATE, TIMESTAMP(3), DECIMAL with NULLs across commits, then a full compaction
CREATE TABLE T (k INT, mxs STRING, mns STRING, mxd DATE, mnd DATE, mxt TIMESTAMP(3), mnt TIMESTAMP(3), mxc DECIMAL(6, 2), mnc DECIMAL(6, 2), PRIMARY KEY (k) NOT ENFORCED)
WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.mxs.aggregate-function' = 'max', 'fields.mns.aggregate-function' = 'min',
  'fields.mxd.aggregate-function' = 'max', 'fields.mnd.aggregate-function' = 'min', 'fields.mxt.aggregate-function' = 'max',
  'fields.mnt.aggregate-function' = 'min', 'fields.mxc.aggregate-function' = 'max', 'fields.mnc.aggregate-function' = 'min');
INSERT INTO T VALUES (1, 'b', 'b', DATE '2024-01-02', DATE '2024-01-02', TIMESTAMP '2024-01-01 00:00:00.001', TIMESTAMP '2024-01-01 00:00:00.001', 1.50, 1.50), (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
INSERT INTO T VALUES (1, 'ba', 'B', DATE '1969-12-31', DATE '1969-12-31', TIMESTAMP '2024-01-01 00:00:00.002', TIMESTAMP '1970-01-01 00:00:00', -1.50, -10.00), (2, '', '', DATE '2024-02-29', DATE '2024-02-29', TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-01 00:00:00', 0.00, 0.00);
INSERT INTO T VALUES (1, '～', '😀', NULL, NULL, NULL, NULL, 9999.99, 1.50), (2, '😀', '～', DATE '2024-01-01', DATE '2024-03-01', TIMESTAMP '2023-12-31 23:59:59.999', TIMESTAMP '2024-01-01 00:00:00.000', -0.01, 0.01), (3, NULL, 'é', NULL, NULL, NULL, NULL, NULL, NULL);
SELECT * FROM T;
CALL sys.compact('default.T');
SELECT * FROM T;
