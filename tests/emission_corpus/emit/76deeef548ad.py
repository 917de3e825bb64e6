


def forward(self, view_2):
    permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
    return permute_1
    