/**
 * The IARC tables that turn an ICD-O-3 diagnosis into ICD-10, as data (read by icd10.ts).
 *
 * BY_SITE follows CanReg5's O3_10T.txt: for each ICD-O-3 site, the ICD-10 code of a malignant
 * (/3), benign (/0), in situ (/2), uncertain (/1) and metastatic (/6) tumour. A line of a
 * 3-character category (C18) holds its sites' codes; a line of one site (C18.1) follows it where
 * that site differs. 'C18.*' stands for the site's own 4th digit (C18.1 gives C18.1); '.' is the
 * category's code; '-' means ICD-10 has none (no in situ tumour of bone, for example). Two codes
 * differ from O3_10T.txt, where it disagrees with ICD-10 itself: a benign tumour of the gallbladder
 * is D13.5 (not D13.9), of an overlapping lesion of the lung D14.3 (not D14.2, the trachea). A
 * malignant tumour other than a haematolymphoid one coded to blood or marrow (C42.0, .1, .3, .4)
 * is C80.9, as O3_10T.txt gives it (C80).
 */
export const BY_SITE = `
site  /3    /0    /2    /1    /6
C00   C00.* D10.0 D00.0 D37.0 C79.8
C01   C01   D10.1 D00.0 D37.0 C79.8
C02   C02.* D10.1 D00.0 D37.0 C79.8
C03   C03.* D10.3 D00.0 D37.0 C79.8
C04   C04.* D10.2 D00.0 D37.0 C79.8
C05   C05.* D10.3 D00.0 D37.0 C79.8
C06   C06.* D10.3 D00.0 D37.0 C79.8
C07   C07   D11.0 D00.0 D37.0 C79.8
C08   C08.* D11.7 D00.0 D37.0 C79.8
C08.9 .     D11.9 .     .     .
C09   C09.* D10.4 D00.0 D37.0 C79.8
C10   C10.* D10.5 D00.0 D37.0 C79.8
C11   C11.* D10.6 D00.0 D37.0 C79.8
C12   C12   D10.7 D00.0 D37.0 C79.8
C13   C13.* D10.7 D00.0 D37.0 C79.8
C14   C14.* D10.9 D00.0 D37.0 C79.8
C15   C15.* D13.0 D00.1 D37.7 C78.8
C16   C16.* D13.1 D00.2 D37.1 C78.8
C17   C17.* D13.3 D01.4 D37.2 C78.4
C17.0 .     D13.2 .     .     .
C18   C18.* D12.* D01.0 D37.4 C78.5
C18.1 .     .     .     D37.3 .
C18.4 .     D12.3 .     .     .
C18.5 .     D12.3 .     .     .
C18.6 .     D12.4 .     .     .
C18.7 .     D12.5 .     .     .
C18.8 .     D12.6 .     .     .
C18.9 .     D12.6 .     .     .
C19   C19   D12.7 D01.1 D37.5 C78.5
C20   C20   D12.8 D01.2 D37.5 C78.5
C21   C21.* D12.9 D01.3 D37.7 C78.5
C22   C22.* D13.4 D01.5 D37.6 C78.7
C22.1 .     .     .     .     C78.8
C23   C23   D13.5 D01.5 D37.6 C78.8
C24   C24.* D13.5 D01.5 D37.6 C78.8
C25   C25.* D13.6 D01.7 D37.7 C78.8
C25.4 .     D13.7 .     .     .
C26   C26.* D13.9 D01.9 D37.7 C78.8
C26.0 .     .     .     .     C78.5
C26.9 .     .     .     D37.9 .
C30   C30.* D14.0 D02.3 D38.5 C78.3
C31   C31.* D14.0 D02.3 D38.5 C78.3
C32   C32.* D14.1 D02.0 D38.0 C78.3
C33   C33   D14.2 D02.1 D38.1 C78.3
C34   C34.* D14.3 D02.2 D38.1 C78.0
C37   C37   D15.0 -     D38.4 C79.8
C38   C38.* D15.2 -     D38.3 C78.1
C38.0 .     D15.1 .     D48.7 C79.8
C38.4 .     D15.7 .     D38.2 C78.2
C38.8 .     D15.9 .     D38.6 C79.8
C39   C39.* D14.4 D02.4 D38.6 C78.3
C40   C40.* D16.* -     D48.0 C79.5
C40.8 .     D16.9 .     .     .
C41   C41.* D16.9 -     D48.0 C79.5
C41.0 .     D16.4 .     .     .
C41.1 .     D16.5 .     .     .
C41.2 .     D16.6 .     .     .
C41.3 .     D16.7 .     .     .
C41.4 .     D16.8 .     .     .
C42   C80.9 -     -     -     -
C42.2 C26.1 D13.9 .     D37.7 C78.8
C44   C44.* D23.* D04.* D48.5 C79.2
C44.8 .     D23.9 .     .     .
C47   C47.* D36.1 -     D48.2 C79.8
C48   C48.* D20.1 -     D48.4 C78.6
C48.0 .     D20.0 .     D48.3 .
C48.8 .     .     .     .     C78.5
C49   C49.* D21.* -     D48.1 C79.8
C49.8 .     D21.9 .     .     .
C50   C50.* D24   D05.9 D48.6 C79.8
C51   C51.* D28.0 D07.1 D39.7 C79.8
C52   C52   D28.1 D07.2 D39.7 C79.8
C53   C53.* D26.0 D06.* D39.0 C79.8
C53.8 .     .     D06.7 .     .
C54   C54.* D26.1 D07.3 D39.0 C79.8
C54.1 .     .     D07.0 .     .
C55   C55   D26.9 D07.3 D39.0 C79.8
C56   C56   D27   D07.3 D39.1 C79.6
C57   C57.* D28.2 D07.3 D39.7 C79.8
C57.1 .     .     -     .     .
C57.2 .     .     -     .     .
C57.3 .     .     -     .     .
C57.4 .     D28.7 .     .     .
C57.7 .     D28.7 .     .     .
C57.8 .     D28.7 .     .     .
C57.9 .     D28.9 .     D39.9 .
C58   C58   D26.7 D07.0 D39.2 C79.8
C60   C60.* D29.0 D07.4 D40.7 C79.8
C61   C61   D29.1 D07.5 D40.0 C79.8
C62   C62.* D29.2 D07.6 D40.1 C79.8
C63   C63.* D29.7 D07.6 D40.7 C79.8
C63.0 .     D29.3 .     .     .
C63.2 .     D29.4 .     .     .
C63.9 .     D29.9 .     D40.9 .
C64   C64   D30.0 D09.1 D41.0 C79.0
C65   C65   D30.1 D09.1 D41.1 C79.0
C66   C66   D30.2 D09.1 D41.2 C79.1
C67   C67.* D30.3 D09.0 D41.4 C79.1
C68   C68.* D30.9 D09.1 D41.7 C79.1
C68.0 .     D30.4 .     D41.3 .
C68.1 .     D30.7 .     .     .
C68.9 .     .     .     D41.9 .
C69   C69.* D31.* D09.2 D48.7 C79.4
C69.8 .     D31.9 .     .     .
C70   C70.* D32.* -     D42.* C79.4
C71   C71.* D33.0 -     D43.0 C79.3
C71.6 .     D33.1 .     D43.1 .
C71.7 .     D33.1 .     D43.1 .
C71.8 .     D33.2 .     D43.2 .
C71.9 .     D33.2 .     D43.2 .
C72   C72.* D33.3 -     D43.3 C79.4
C72.0 .     D33.7 .     D43.4 C79.3
C72.1 .     .     .     D43.7 C79.3
C72.8 .     D33.9 .     D43.7 .
C72.9 .     D33.9 .     D43.9 .
C73   C73   D34   D09.3 D44.0 C79.8
C74   C74.* D35.0 D09.3 D44.1 C79.7
C75   C75.* D35.* D09.3 D44.* C79.8
C75.0 .     D35.1 .     D44.2 .
C75.1 .     D35.2 .     D44.3 .
C75.2 .     D35.3 .     D44.4 .
C75.3 .     D35.4 .     D44.5 .
C75.4 .     D35.5 -     D44.6 .
C75.5 .     D35.6 -     D44.7 .
C76   C76.* D36.7 D09.7 D48.7 C79.8
C76.8 .     D36.9 .     .     .
C77   C77.* D36.0 -     D47.9 C77.*
C80   C80.9 D36.9 D09.9 D48.9 C80.9
`;

/**
 * ICD-10 of the haematolymphoid morphologies (9590 to 9989, malignant), whatever the site: each
 * line an ICD-10 code, then the ICD-O-3 histologies that convert to it (CanReg5 O3_10M.txt, rule
 * 7). ICD-10 classes the myeloproliferative and myelodysplastic diseases as D45 to D47.
 */
export const HAEMATOLYMPHOID = `
C81.0 9659
C81.1 9663 9664 9665 9667
C81.2 9652
C81.3 9653 9654 9655 9662
C81.4 9651
C81.9 9650 9661
C82.0 9695
C82.1 9691
C82.2 9698
C82.9 9690
C83.0 9670 9671 9689
C83.1 9673
C83.3 9680 9684
C83.5 9727 9728 9729
C83.7 9687
C83.8 9678
C84.0 9700
C84.1 9701
C84.4 9702
C84.6 9714
C84.8 9709
C85.2 9679
C85.7 9596
C85.9 9590 9591 9675
C86.0 9719
C86.1 9716
C86.2 9717
C86.3 9708
C86.5 9705
C86.6 9718
C88.0 9761
C88.2 9762
C88.3 9764
C88.4 9699
C88.9 9760
C90.0 9732
C90.1 9733
C90.2 9734
C90.3 9731
C91.0 9835 9836 9837
C91.1 9823
C91.3 9832 9833
C91.4 9940
C91.5 9827
C91.6 9834
C91.8 9826
C91.9 9820
C92.0 9861 9872 9873 9874 9896 9984
C92.1 9863 9875
C92.2 9876
C92.3 9930
C92.4 9866
C92.5 9867 9871
C92.6 9897
C92.8 9895
C92.9 9860
C93.0 9891
C93.1 9945
C93.3 9946
C94.0 9840
C94.2 9910
C94.3 9742
C94.4 9931
C94.6 9920
C94.7 9870 9948
C95.0 9801 9805
C95.9 9800
C96.2 9740 9741
C96.4 9756 9757 9758
C96.6 9754
C96.8 9750 9755
D45 9950
D46.1 9982
D46.2 9983
D46.4 9980
D46.5 9985
D46.6 9986
D46.7 9987
D46.9 9989
D47.1 9960 9963
D47.3 9962
D47.4 9961
D47.5 9964
`;
