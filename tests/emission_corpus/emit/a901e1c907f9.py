


def forward(self, x : _torch_Tensor_):
    submod_0 = self.submod_0(x)
    getitem = submod_0[0]
    getitem_1 = submod_0[1]
    getitem_2 = submod_0[2]
    getitem_3 = submod_0[3]
    getitem_4 = submod_0[4]
    getitem_5 = submod_0[5];  submod_0 = None
    submod_1 = self.submod_1(getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5);  getitem_1 = getitem_4 = getitem_5 = None
    getitem_6 = submod_1[0]
    getitem_7 = submod_1[1];  submod_1 = None
    submod_2 = self.submod_2(getitem_6, getitem_7, getitem_2, getitem_3, getitem, x);  getitem_6 = getitem_7 = getitem_2 = getitem_3 = getitem = x = None
    return submod_2
    